import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { LandingPage } from '@/features/landing';

/** Rendered where the shop name goes; the server puts the configured name there. */
const SHOP_NAME = '__SHOP_NAME__';

/**
 * The landing page's markup with a freshly shuffled wall, for scripts/prerender.mjs (built with
 * `vite build --ssr`). The shop name is left as `<!--shop-name-->` for the server to fill in, as
 * it fills in `<!--shop-config-->`; the client then hydrates the same text.
 */
export function renderLanding(): string {
  const html = renderToString(
    // As app/boot.tsx renders it on the client.
    <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
      <LandingPage shopName={SHOP_NAME} navigate={() => {}} />
    </ThemeProvider>,
  );
  if (html.split(SHOP_NAME).length !== 2) throw new Error('The landing page must show the shop name once');
  return html.replace(SHOP_NAME, '<!--shop-name-->');
}
