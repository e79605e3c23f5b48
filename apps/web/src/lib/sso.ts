/** The single sign-on providers of the login card (spec section 2), in its order. */
export const SSO_PROVIDERS = ['google', 'facebook', 'github'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

export const SSO_PROVIDER_NAMES: Record<SsoProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
};

/** Spec section 5: in-app browsers (Android WebView, Facebook, Instagram) cannot finish SSO. */
export const isEmbeddedBrowser = (userAgent: string) => /wv|fb|instagram/i.test(userAgent);
