import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { paths, type OriginState } from '@/config/paths';
import { LanguageProvider } from '@/i18n/language-provider';
import { initialLocale, startIn } from '@/i18n/locale';

// One chunk: the app, its router, the providers and the page frame every screen but the landing
// page renders in (a chunk each cost more in their imports and exports than they saved).
const loadApp = () => import('./app');

let starting = false;

type Destination = { path: string; state: OriginState; replace?: boolean };

/** Mounts the full app (router, providers), first moving the router to `to` if given. */
async function renderApp(root: Root, to?: Destination) {
  if (starting) return;
  starting = true;
  try {
    const [{ App, preloadScreens, treatFirstRenderAsNavigation }] = await Promise.all([
      loadApp(),
      startIn(initialLocale()),
    ]);
    if (to) await preloadScreens(to.path);
    // Move the address before mounting, as the router's own navigation would, so the router
    // starts on the destination (with the state it keeps in history) and Back returns here.
    if (to) {
      const current = window.history.state as { idx?: number } | null;
      const index = (current?.idx ?? 0) + (to.replace ? 0 : 1);
      const entry = { usr: to.state, key: Math.random().toString(36).slice(2, 10), idx: index };
      if (to.replace) window.history.replaceState(entry, '', to.path);
      else window.history.pushState(entry, '', to.path);
      treatFirstRenderAsNavigation();
    }
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch {
    // The app's code could not load (offline, a deploy replaced the chunks): a full page load
    // of the destination still works.
    window.location.assign(to?.path ?? window.location.href);
  }
}

/**
 * DESIGN.md budgets the landing page's first load at 90 kB of gzipped JS, and React with React
 * Router alone weigh about 97 kB. So a visit that starts on / renders the bare landing page
 * straight away, without the router; the app (router, data layer) loads when the visitor shows
 * the intent to leave and mounts in its place. Every other first visit mounts the app at once.
 * The server sends / prerendered (scripts/prerender.mjs): then the landing page hydrates that
 * markup, with the wall of designs it was rendered with, instead of rendering it anew.
 */
export function boot(container: HTMLElement) {
  if (window.location.pathname === paths.login) void bootLogin(container);
  else if (window.location.pathname === paths.landing) void bootLanding(container);
  else if (container.firstElementChild) void takeOverServedPage(container);
  else void renderApp(createRoot(container));
}

/**
 * A page the server sent rendered (/support, /forbidden, /about for a signed-out visitor): the
 * app takes that markup over (app/hydrate-app.tsx, a chunk of its own, as only these pages need
 * it), or renders anew in its place where it cannot.
 */
async function takeOverServedPage(container: HTMLElement) {
  const hydrated = await Promise.all([import('./hydrate-app'), startIn(initialLocale())])
    .then(([m]) => m.hydrateApp(container))
    .catch(() => false);
  if (hydrated) return;
  window.__earlyClicks?.drop();
  void renderApp(createRoot(container));
}

/**
 * The landing page is a chunk of its own, not part of the entry every route loads first; the
 * prerendered pages preload it (scripts/prerender.mjs).
 */
async function bootLanding(container: HTMLElement) {
  const chunk = await Promise.all([
    import('@/features/landing'),
    startIn(initialLocale(), ['common', 'landing']),
  ])
    .then(([landing]) => landing)
    .catch(() => null);
  // As for the app: a chunk that cannot load leaves it to the app, which reloads the page.
  if (!chunk) return void renderApp(createRoot(container));
  const { LandingPage, servedRows } = chunk;
  const rows = servedRows(container);
  let root: Root;
  const landing = (
    <StrictMode>
      {/* The same theme settings as App. */}
      <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
        <LanguageProvider>
          <LandingPage
            rows={rows ?? undefined}
            navigate={(path, state) => void renderApp(root, { path, state })}
            prefetch={() => void loadApp()}
          />
        </LanguageProvider>
      </ThemeProvider>
    </StrictMode>
  );
  if (rows) {
    root = hydrateRoot(container, landing);
  } else {
    window.__earlyClicks?.drop();
    root = createRoot(container);
    root.render(landing);
  }
}

/**
 * The login page's first load is budgeted at 100 kB, which the router alone nearly fills, so a
 * first visit to /login renders the login card without it (app/bare-login.tsx). The app loads
 * once the visitor starts to act (as from the landing page) and takes over on the first
 * navigation or once signed in. The server sends /login prerendered for a signed-out visitor
 * (scripts/prerender.mjs): the card then hydrates that markup, keeping an address typed before
 * the script ran; a signed-in visitor's app replaces it.
 */
async function bootLogin(container: HTMLElement) {
  try {
    const [{ BareLogin, canStartBare, earlyInput }] = await Promise.all([
      import('./bare-login'),
      startIn(initialLocale(), ['common', 'auth']),
    ]);
    if (canStartBare()) {
      const early = earlyInput();
      const prerendered = container.firstElementChild !== null;
      let root: Root;
      const openApp = (path: string, options?: { replace?: boolean }) =>
        void renderApp(root, { path, state: null, replace: options?.replace });
      const login = (
        <StrictMode>
          <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
            <LanguageProvider>
              <BareLogin openApp={openApp} early={early} />
            </LanguageProvider>
          </ThemeProvider>
        </StrictMode>
      );
      if (prerendered && !early.sent) {
        root = hydrateRoot(container, login);
      } else {
        window.__earlyClicks?.drop();
        root = createRoot(container);
        root.render(login);
      }
      for (const intent of ['pointerdown', 'keydown']) {
        window.addEventListener(intent, () => void loadApp().catch(() => {}), { once: true, capture: true });
      }
      return;
    }
  } catch {
    // Fall through to the app, which renders /login itself.
  }
  void renderApp(createRoot(container));
}
