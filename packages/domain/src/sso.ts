// Single sign-on rules shared by the login card and the identity service.

/** The single sign-on providers the login card offers (spec section 2), in its order. */
export const SSO_PROVIDERS = ['google', 'facebook', 'github'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

export const SSO_PROVIDER_NAMES: Record<SsoProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
};

export const isSsoProvider = (value: unknown): value is SsoProvider =>
  typeof value === 'string' && (SSO_PROVIDERS as readonly string[]).includes(value);

/** Spec section 5: in-app browsers (Android WebView, Facebook, Instagram) cannot finish SSO. */
export const isEmbeddedBrowser = (userAgent: string | null | undefined): boolean =>
  /wv|fb|instagram/i.test(userAgent ?? '');

export const EMBEDDED_BROWSER_MESSAGE =
  'SSO is not supported in embedded browsers. Please use a standard web browser.';

/** Spec section 4: what a disabled customer is told, by the API and by the login card. */
export const USER_DISABLED_MESSAGE = 'This account has been disabled. Please contact support.';
