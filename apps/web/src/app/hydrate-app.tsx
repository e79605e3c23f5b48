import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * The server sends a few public pages (/support, /forbidden, /about) rendered as a signed-out
 * visitor sees them, so they show before any script has run. The app hydrates that markup once
 * the page's chunks have arrived; the router then replays the last press the visitor made before
 * (the page's own script keeps it: lib/early-clicks-script.ts). Where this browser's first render
 * would differ (a visitor it remembers as signed in, a #link that opens an item), or the app's
 * code cannot load, this answers false, and the app renders anew in its place (app/boot.tsx).
 */
export async function hydrateApp(container: HTMLElement): Promise<boolean> {
  try {
    const { App, remembersSignedIn, preloadScreens } = await import('./app');
    await preloadScreens(window.location.pathname);
    if (remembersSignedIn() || window.location.hash) return false;
    hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return true;
  } catch {
    return false;
  }
}
