import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Locale, PublicConfig } from '@prompttee/domain';
import { preloadFooter } from '@/app/layout/page-frame';
import { AppRoutes, preloadScreens } from '@/app/router';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { shopConfig } from '@/config/shop-config';
import { LanguageProvider } from '@/i18n/language-provider';
import { renderIn } from '@/i18n/server-catalogues';
// Not the feature's index: that brings the router-bound pages (as in app/bare-login.tsx).
import { LoginScreen } from '@/features/auth/components/login-screen';
import { LandingPage } from '@/features/landing';
import type { SsoProvider } from '@/lib/sso';

/** Rendered where the shop name goes; the server puts the configured name there. */
const SHOP_NAME = '__SHOP_NAME__';

/**
 * The landing page's markup with a freshly shuffled wall, for scripts/prerender.mjs (built with
 * `vite build --ssr`). The shop name is left as `<!--shop-name-->` for the server to fill in, as
 * it fills in `<!--shop-config-->`; the client then hydrates the same text.
 */
export function renderLanding(locale: Locale = 'en'): string {
  renderIn(locale);
  const html = renderToString(
    // As app/boot.tsx renders it on the client.
    <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
      <LanguageProvider>
        <LandingPage shopName={SHOP_NAME} navigate={() => {}} />
      </LanguageProvider>
    </ThemeProvider>,
  );
  if (html.split(SHOP_NAME).length !== 2) throw new Error('The landing page must show the shop name once');
  return html.replace(SHOP_NAME, '<!--shop-name-->');
}

/**
 * The login page of a signed-out visitor (a first visit to /login, app/bare-login.tsx) for a shop
 * with the given single sign-on providers: the server sends the one that matches its config. The
 * card reads the shop's config, which the browser finds injected: here it holds the placeholder
 * name and these providers while the card renders.
 */
export function renderLogin(ssoProviders: Record<SsoProvider, boolean>, locale: Locale = 'en'): string {
  const injected = { shopName: shopConfig.shopName, ssoProviders: shopConfig.ssoProviders };
  Object.assign(shopConfig, { shopName: SHOP_NAME, ssoProviders });
  try {
    renderIn(locale);
    const html = renderToString(
      // As bootLogin (app/boot.tsx) hydrates it.
      <StrictMode>
        <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
          <LanguageProvider>
            <LoginScreen returnTo="/" navigate={() => {}} />
          </LanguageProvider>
        </ThemeProvider>
      </StrictMode>,
    );
    if (!html.includes(SHOP_NAME)) throw new Error('The login card must greet with the shop name');
    return html.replaceAll(SHOP_NAME, '<!--shop-name-->');
  } finally {
    Object.assign(shopConfig, injected);
  }
}

/**
 * A framed public page (/support, /forbidden, /about) as a signed-out visitor's browser first
 * renders it, for the server to send with the page (apps/api/src/plugins/public-pages.ts): the
 * markup shows before any script has run, and app/boot.tsx hydrates it. Rendered by the server
 * with its own config; the site's address is left as `WEBSITE_URL_MARK` for each request.
 */
export async function renderPublicPage(
  pathname: string,
  config: PublicConfig,
  locale: Locale = 'en',
): Promise<string> {
  // Every lazy part loaded first: renderToString cannot wait for one.
  await Promise.all([preloadScreens(pathname), preloadFooter()]);
  // Set right before the synchronous render, so that two renders with different configs (two
  // shops in one process, as in the API tests) cannot interleave.
  Object.assign(shopConfig, config);
  renderIn(locale);
  return renderToString(
    // As App (app/app.tsx) renders it, with the server's router in place of the browser's.
    <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
      <LanguageProvider>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </LanguageProvider>
    </ThemeProvider>,
  );
}

export { LOCALES } from '@prompttee/domain';
export { WEBSITE_URL_MARK } from '@/features/support/lib/legal-facts';
export { EARLY_CLICKS_SCRIPT } from '@/lib/early-clicks-script';
