import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  cookieOf,
  idToken,
  newEmail,
  signIn,
  signUp,
  startIdentityMail,
  waitForMail,
} from './identity-helpers';

describe('sign-up, e-mail verification and log-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await startIdentityMail(t);
  });
  afterAll(() => t.close());

  it('serves the password policy the login page reads', async () => {
    const res = await t.app.inject('/api/auth/password-policy');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ minPasswordLength: 6, maxPasswordLength: 128 });
  });

  it('signs a customer up, stores an scrypt hash at the configured cost, and mails a verification link', async () => {
    const { email, userId, cookie } = await signUp(t);
    expect(cookie).toMatch(/session_token=/);
    const [stored] = await t.deps.db.select().from(account).where(eq(account.userId, userId));
    expect(stored!.providerId).toBe('credential');
    // The test shops' cheap setting (testing/test-app.ts); the production default is tested below.
    expect(stored!.password).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);

    const mail = await waitForMail(t, email, /^Verify your email address for PromptTee$/);
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email'))!;
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fprofile%3Fverified%3D1$/,
    );

    const [before] = await t.deps.db.select().from(user).where(eq(user.id, userId));
    expect(before!.emailVerified).toBe(false);
    const verify = await t.app.inject({ method: 'GET', url: link.replace('http://localhost:3000', '') });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/profile?verified=1');
    const [after] = await t.deps.db.select().from(user).where(eq(user.id, userId));
    expect(after!.emailVerified).toBe(true);
  });

  it('sends a broken verification link back to the profile page with an error', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent('/profile?verified=1')}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/profile\?verified=1&error=/);
  });

  it('lets an unverified customer log in (verification does not block log-in)', async () => {
    const { email, password } = await signUp(t);
    const res = await signIn(t, email, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, emailVerified: false });
    const token = await idToken(t, cookieOf(res));
    expect(token.statusCode).toBe(200);
    expect(await t.deps.verifyIdToken(token.json().token)).toMatchObject({ email });
  });

  it('accepts the e-mail in any case and keeps one account per address', async () => {
    const email = newEmail('case');
    await signUp(t, email);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: email.toUpperCase(), password: 'another-pass', name: '' },
    });
    // The taken address is answered like a new one, without a session (existing-account-sign-up.test.ts).
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ token: null, user: null, status: 'CHECK_INBOX' });
    expect((await signIn(t, email.toUpperCase(), 'correct-horse-1')).statusCode).toBe(200);
    expect((await signIn(t, email, 'another-pass')).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { email } = await signUp(t);
    const wrong = await signIn(t, email, 'not-my-password');
    const unknown = await signIn(t, newEmail('nobody'), 'not-my-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email', password: 'long-enough', name: '' }, 'INVALID_EMAIL'],
    [
      'a 5-character password',
      { email: newEmail('short'), password: '12345', name: '' },
      'PASSWORD_TOO_SHORT',
    ],
    [
      'a 129-character password',
      { email: newEmail('long'), password: 'x'.repeat(129), name: '' },
      'PASSWORD_TOO_LONG',
    ],
  ])('refuses sign-up with %s, creating nothing', async (_what, payload, code) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(await t.deps.db.select().from(user).where(eq(user.email, payload.email.toLowerCase()))).toEqual(
      [],
    );
  });

  it('accepts a 6-character password, the spec minimum', async () => {
    await signUp(t, newEmail('six'), '123456');
  });

  it('refuses log-in with a malformed e-mail or without a password', async () => {
    const malformed = await signIn(t, 'nope', 'whatever');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_EMAIL');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: newEmail() },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('does not let sign-up set the disabled flag', async () => {
    const email = newEmail('sneaky');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'correct-horse-1', name: '', disabled: true },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(user).where(eq(user.email, email));
    expect(row!.disabled).toBe(false);
  });

  it('logs out: the session cookie no longer yields a session or an ID token', async () => {
    const { cookie } = await signUp(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toBeNull();
    expect((await idToken(t, cookie)).statusCode).toBe(401);
  });
});

describe('the production password cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    // PASSWORD_SCRYPT_LOG_N unset: the shop's default, not the test shops' cheap one.
    t = await createTestApp({ PASSWORD_SCRYPT_LOG_N: undefined });
  });
  afterAll(() => t.close());

  it('stores an scrypt N=2^17, r=8, p=1 hash by default, and signs in against it', async () => {
    const { email, password, userId } = await signUp(t);
    const [stored] = await t.deps.db.select().from(account).where(eq(account.userId, userId));
    expect(stored!.password).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    expect((await signIn(t, email, password)).statusCode).toBe(200);
    expect((await signIn(t, email, 'not-my-password')).statusCode).toBe(401);
  });
});
