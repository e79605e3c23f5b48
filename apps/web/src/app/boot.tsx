import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { paths, type OriginState } from '@/config/paths';
import { LandingPage, servedRows } from '@/features/landing';

const loadApp = () => Promise.all([import('./app'), import('./router')]);

let starting = false;

/** Mounts the full app (router, providers), first moving the router to `to` if given. */
async function renderApp(root: Root, to?: { path: string; state: OriginState }) {
  if (starting) return;
  starting = true;
  try {
    const [{ App }, { router, treatFirstRenderAsNavigation }] = await loadApp();
    // Navigate before mounting, so the landing page stays on screen until the next one is ready.
    if (to) {
      await router.navigate(to.path, { state: to.state });
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
  if (window.location.pathname !== paths.landing) {
    void renderApp(createRoot(container));
    return;
  }
  const rows = servedRows(container);
  let root: Root;
  const landing = (
    <StrictMode>
      {/* The same theme settings as App. */}
      <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
        <LandingPage
          rows={rows ?? undefined}
          navigate={(path, state) => void renderApp(root, { path, state })}
          prefetch={() => void loadApp()}
        />
      </ThemeProvider>
    </StrictMode>
  );
  if (rows) {
    root = hydrateRoot(container, landing);
  } else {
    root = createRoot(container);
    root.render(landing);
  }
}
