import { describe, expect, it } from 'vitest';
import { REDIRECT_BYPASSES } from '../../../testing/redirect-bypasses';
import { isShopRedirectTarget, refusedRedirectTargets } from '../redirect-target';

const own = ['http://localhost:3000', 'http://127.0.0.1:3000'];

describe('a redirect target', () => {
  it.each([
    '/profile?verified=1',
    '/design',
    '/',
    '/login?returnTo=%2Fdesign',
    'http://localhost:3000/orders',
  ])('names a page of the shop: %s', (target) => {
    expect(isShopRedirectTarget(target, own)).toBe(true);
  });

  it.each(REDIRECT_BYPASSES)('is refused when it leads anywhere else: %j', (target) => {
    expect(isShopRedirectTarget(target, own)).toBe(false);
  });

  it('accepts the second local name of the shop, and no other port or scheme', () => {
    expect(isShopRedirectTarget('http://127.0.0.1:3000/design', own)).toBe(true);
    expect(isShopRedirectTarget('http://127.0.0.1:3001/design', own)).toBe(false);
    expect(isShopRedirectTarget('https://localhost:3000/design', own)).toBe(false);
  });

  it('is found in every redirect field of a query or body, and nothing else is', () => {
    const refused = refusedRedirectTargets(
      { token: '//evil.example', callbackURL: '/profile' },
      { redirectTo: '//evil.example', errorCallbackURL: ['/a'], newUserCallbackURL: '/', email: '//x' },
      own,
    );
    expect(refused.map((r) => r.field)).toEqual(['redirectTo', 'errorCallbackURL']);
  });
});
