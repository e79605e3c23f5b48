import { Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadCatalogues, type Area } from '@/i18n/catalogues';
import { currentLocale } from '@/i18n/locale';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { AppShell } from './layout/app-shell';
import { PageFrame } from './layout/page-frame';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteFocus } from './route-focus';

export { treatFirstRenderAsNavigation } from './route-focus';

/**
 * A screen's chunk, loaded when first rendered. Declarative routes, not the data router: the
 * shop has no loaders or actions, and the data router alone is ~17 kB of gzip that every screen
 * would download before the customer can act (DESIGN.md budgets).
 */
function screen(load: () => Promise<{ Component: ComponentType }>, areas: readonly Area[] = []) {
  // The screen's texts in the page's language come with its chunk, never after it.
  const Screen = preloadableLazy(() =>
    Promise.all([load(), loadCatalogues(currentLocale(), areas)]).then(([m]) => m.Component),
  );
  return <Screen />;
}

type Preloadable = { preload?: () => Promise<void> };

/**
 * Loads the chunks of every screen `path` renders (shell, frame, page), so that mounting the app
 * there shows the page at once, not a spinner (the landing and login pages hand over this way).
 */
export async function preloadScreens(path: string) {
  const matches = matchRoutes(createRoutesFromElements(routes), path) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      ((route.element as ReactElement | undefined)?.type as Preloadable)?.preload?.(),
    ),
  );
}

// The providers and the page frame are part of the router's chunk, not screens of their own: every
// screen the router renders (the landing page boots without it) needs them, and as chunks of
// their own they cost ~2.8 kB of gzip in imports and exports on every route's first load.
const appShell = <AppShell />;
const pageFrame = <PageFrame />;

const customerRoutes = (
  <>
    <Route path={paths.design} element={screen(() => import('./routes/design'), ['designer'])} />
    <Route path={paths.checkout} element={screen(() => import('./routes/checkout'), ['checkout'])} />
    <Route
      path={paths.checkoutReturn}
      element={screen(() => import('./routes/checkout-return'), ['checkout'])}
    />
    <Route
      path={paths.orderHistory}
      element={screen(() => import('./routes/order-history'), ['orders', 'statuses'])}
    />
    <Route
      path={paths.invoices}
      element={screen(() => import('./routes/invoices'), ['orders', 'statuses'])}
    />
    <Route path={paths.profile} element={screen(() => import('./routes/profile'), ['profile'])} />
    {/* The operator console: its own chunks, fetched only when /admin is opened. */}
    <Route path={paths.admin} element={screen(() => import('./routes/admin'), ['admin', 'statuses'])}>
      <Route index element={screen(() => import('./routes/admin-overview'), ['admin'])} />
      <Route path="orders" element={screen(() => import('./routes/admin-orders'), ['admin'])} />
      <Route path="orders/:orderId" element={screen(() => import('./routes/admin-order'), ['admin'])} />
      <Route path="customers" element={screen(() => import('./routes/admin-customers'), ['admin'])} />
      <Route
        path="customers/:customerId"
        element={screen(() => import('./routes/admin-customer'), ['admin'])}
      />
      <Route path="designs" element={screen(() => import('./routes/admin-designs'), ['admin'])} />
      <Route path="catalog" element={screen(() => import('./routes/admin-catalog'), ['admin'])} />
      <Route path="audit-log" element={screen(() => import('./routes/admin-audit-log'), ['admin'])} />
      <Route path="vat-report" element={screen(() => import('./routes/admin-vat-report'), ['admin'])} />
      <Route
        path="exchange-rates"
        element={screen(() => import('./routes/admin-exchange-rates'), ['admin'])}
      />
    </Route>
  </>
);

/**
 * Every screen is its own lazily loaded chunk; the landing page loads nothing it does not show.
 * The table is built once: a screen's lazy component must keep its identity between renders.
 */
const routes = (
  <Route element={<RouteFocus />}>
    <Route path={paths.landing} element={screen(() => import('./routes/landing'), ['landing'])} />
    <Route element={appShell}>
      <Route path={paths.login} element={screen(() => import('./routes/login'), ['auth'])} />
      <Route path={paths.logout} element={screen(() => import('./routes/logout'), ['auth'])} />
      <Route path={paths.resetPassword} element={screen(() => import('./routes/reset-password'), ['auth'])} />
      <Route element={pageFrame}>
        <Route path={paths.support} element={screen(() => import('./routes/support'), ['support'])} />
        <Route path={paths.forbidden} element={screen(() => import('./routes/forbidden'))} />
        <Route path={paths.about} element={screen(() => import('./routes/about'), ['support'])} />
      </Route>
      {/* The guard wraps the frame, not the other way round: a visitor who is not signed in
          must never see the customer's sidebar (Orders, Profile, Logout) before the redirect. */}
      <Route element={<RequireAuth />}>
        <Route element={pageFrame}>{customerRoutes}</Route>
      </Route>
    </Route>
    <Route path="*" element={<Navigate to={paths.forbidden} replace />} />
  </Route>
);

/**
 * A page the server sent rendered hydrates in two steps: the root, then the screens inside the
 * Suspense boundary below. Only once the screens are the app's can a button pressed before be
 * pressed again (lib/early-clicks-script.ts); on any other first render there is nothing to replay.
 */
function EarlyClicksReplay() {
  useEffect(() => window.__earlyClicks?.replay(), []);
  return null;
}

/**
 * Navigations are transitions, so the current screen stays until the next one's chunk is in; the
 * spinner only shows while a direct visit's first chunks load.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Routes>{routes}</Routes>
        <EarlyClicksReplay />
      </Suspense>
    </RouteErrorBoundary>
  );
}
