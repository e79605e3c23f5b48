import { describe, expect, it } from 'vitest';
import { isEmbeddedBrowser, isSsoProvider, SSO_PROVIDER_NAMES, SSO_PROVIDERS } from '../sso';

describe('single sign-on rules', () => {
  it('offers Google, Facebook and GitHub, in that order', () => {
    expect(SSO_PROVIDERS.map((p) => SSO_PROVIDER_NAMES[p])).toEqual(['Google', 'Facebook', 'GitHub']);
    expect(isSsoProvider('github')).toBe(true);
    expect(isSsoProvider('twitter')).toBe(false);
    expect(isSsoProvider(undefined)).toBe(false);
  });

  it('recognises in-app browsers, which cannot finish SSO', () => {
    expect(isEmbeddedBrowser('Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36')).toBe(true);
    expect(isEmbeddedBrowser('Mozilla/5.0 ... [FBAN/FBIOS;FBAV/450.0]')).toBe(true);
    expect(isEmbeddedBrowser('Mozilla/5.0 ... Instagram 300.0')).toBe(true);
    expect(isEmbeddedBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe(false);
    expect(isEmbeddedBrowser(null)).toBe(false);
  });
});
