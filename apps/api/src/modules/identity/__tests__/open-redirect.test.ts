import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { REDIRECT_BYPASSES } from '../../../testing/redirect-bypasses';
import { newEmail, signUp } from './identity-helpers';

/** Every identity route that takes a redirect target from the request, and the fields it reads. */
const ROUTES: { method: 'GET' | 'POST'; url: string; fields: string[] }[] = [
  { method: 'GET', url: '/api/auth/verify-email?token=x', fields: ['callbackURL'] },
  { method: 'GET', url: '/api/auth/reset-password/x', fields: ['callbackURL'] },
  {
    method: 'GET',
    url: '/api/auth/magic-link/verify?token=x',
    fields: ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'],
  },
  { method: 'POST', url: '/api/auth/sign-up/email', fields: ['callbackURL'] },
  { method: 'POST', url: '/api/auth/sign-in/email', fields: ['callbackURL'] },
  {
    method: 'POST',
    url: '/api/auth/sign-in/social',
    fields: ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'],
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    fields: ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'],
  },
  { method: 'POST', url: '/api/auth/request-password-reset', fields: ['redirectTo'] },
  { method: 'POST', url: '/api/auth/send-verification-email', fields: ['callbackURL'] },
  { method: 'POST', url: '/api/auth/link-social', fields: ['callbackURL', 'errorCallbackURL'] },
  { method: 'POST', url: '/api/auth/change-email', fields: ['callbackURL'] },
  { method: 'POST', url: '/api/auth/delete-user', fields: ['callbackURL'] },
];

describe('redirect targets on the identity routes', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signUp(t));
  });
  afterAll(() => t.close());

  const send = (route: (typeof ROUTES)[number], field: string, target: string) => {
    const body = {
      email: newEmail('redirect'),
      password: 'correct-horse-1',
      provider: 'google',
      [field]: target,
    };
    const headers = { cookie, origin: 'http://localhost:3000' };
    if (route.method === 'GET') {
      const join = route.url.includes('?') ? '&' : '?';
      const url = `${route.url}${join}${field}=${encodeURIComponent(target)}`;
      return t.app.inject({ method: 'GET', url, headers });
    }
    return t.app.inject({ method: 'POST', url: route.url, headers, payload: body });
  };

  it('refuses the reported link with 400 and sends the browser nowhere', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=x&callbackURL=%2F..%2F%2Fevil.example',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.json()).toMatchObject({
      code: 'INVALID_REDIRECT',
      message: 'callbackURL must be a page of this shop',
    });
  });

  for (const route of ROUTES) {
    for (const field of route.fields) {
      it(`${route.method} ${route.url.split('?')[0]}: ${field} off the shop is refused`, async () => {
        const answers = await Promise.all(REDIRECT_BYPASSES.map((target) => send(route, field, target)));
        const notRefused = answers
          .map((res, i) => ({
            target: REDIRECT_BYPASSES[i],
            status: res.statusCode,
            location: res.headers.location,
          }))
          .filter((a) => a.status !== 400);
        expect(notRefused).toEqual([]);
      });
    }
  }

  it('still follows a page of the shop', async () => {
    const res = await send(ROUTES[0]!, 'callbackURL', '/profile?verified=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/profile?verified=1&error=INVALID_TOKEN');
  });
});
