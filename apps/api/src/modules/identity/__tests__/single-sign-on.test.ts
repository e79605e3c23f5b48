import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { EMBEDDED_BROWSER_MESSAGE } from '@prompttee/domain';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('single sign-on through Google, Facebook and GitHub', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only GitHub is configured; Google and Facebook have no client id and secret.
    t = await createTestApp({ GITHUB_CLIENT_ID: 'gh-client-id', GITHUB_CLIENT_SECRET: 'gh-client-secret' });
  });
  afterAll(() => t.close());

  const start = (provider: string, userAgent = CHROME) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { 'user-agent': userAgent },
      payload: { provider, callbackURL: '/design', errorCallbackURL: '/login' },
    });

  it('sends the browser to a configured provider with state, back to our callback', async () => {
    const res = await start('github');
    expect(res.statusCode).toBe(200);
    const { url, redirect } = res.json<{ url: string; redirect: boolean }>();
    expect(redirect).toBe(true);
    const authorize = new URL(url);
    expect(authorize.origin + authorize.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(authorize.searchParams.get('client_id')).toBe('gh-client-id');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/github');
    expect(authorize.searchParams.get('state')).toMatch(/^\S+$/);
    expect(String(res.headers['set-cookie'])).toMatch(/state/);
  });

  it.each([
    ['google', 'Google'],
    ['facebook', 'Facebook'],
  ])('answers an unconfigured provider (%s) with a clear message, not a crash', async (provider, name) => {
    const res = await start(provider);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'PROVIDER_NOT_CONFIGURED',
      message: `Sign-in with ${name} is not available yet. Please use your email and password.`,
    });
  });

  it("answers an unknown provider with the spec's 'Invalid provider'", async () => {
    for (const provider of ['myspace', '', 42]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_PROVIDER', message: 'Invalid provider' });
    }
  });

  it.each([
    [
      'Android WebView',
      'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36',
    ],
    [
      'the Facebook app',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]',
    ],
    [
      'the Instagram app',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Instagram 300.0.0',
    ],
  ])('refuses SSO inside %s with the spec message', async (_what, userAgent) => {
    const res = await start('github', userAgent);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'EMBEDDED_BROWSER', message: EMBEDDED_BROWSER_MESSAGE });
    expect(EMBEDDED_BROWSER_MESSAGE).toBe(
      'SSO is not supported in embedded browsers. Please use a standard web browser.',
    );
  });

  it('refuses a callback to another site (no open redirect)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { 'user-agent': CHROME },
      payload: { provider: 'github', callbackURL: 'https://evil.example/steal' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_REDIRECT' });
  });
});
