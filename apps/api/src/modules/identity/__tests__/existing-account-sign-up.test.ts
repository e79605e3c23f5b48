import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { SIGN_UP_ATTEMPT_MAIL_LIMIT } from '../existing-account-sign-up';
import {
  cookieOf,
  mailsTo,
  newEmail,
  signIn,
  signUp,
  startIdentityMail,
  waitForMail,
} from './identity-helpers';

const ATTEMPT_SUBJECT = /^Someone tried to sign up at PromptTee with your email address$/;

describe('sign-up with an address that already has an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await startIdentityMail(t);
  });
  afterAll(() => t.close());

  const signUpWith = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload, headers });

  it('answers 200 without a session or the account, and mails the owner a working reset link', async () => {
    const { email, password } = await signUp(t);
    const res = await signUpWith({ email, password: 'intruder-pass', name: 'Mallory' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: null, user: null, status: 'CHECK_INBOX' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toContain(email);

    // Nothing changed: the owner's password still works, the submitted one does not.
    expect((await signIn(t, email, password)).statusCode).toBe(200);
    expect((await signIn(t, email, 'intruder-pass')).statusCode).toBe(401);

    const mail = await waitForMail(t, email, ATTEMPT_SUBJECT);
    const link = mail.links.find((l) => l.includes('/reset-password?token='))!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=\w{24}$/);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: new URL(link).searchParams.get('token'), newPassword: 'a-brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t, email, 'a-brand-new-pass')).statusCode).toBe(200);
  });

  it('answers a new and a taken address with the same status and body; only the new one is signed in', async () => {
    const { email } = await signUp(t);
    const taken = await signUpWith({ email, password: 'intruder-pass', name: '' });
    const fresh = await signUpWith({ email: newEmail('fresh'), password: 'intruder-pass', name: '' });
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(taken.body).toBe(fresh.body);
    expect(fresh.json()).toEqual({ token: null, user: null, status: 'CHECK_INBOX' });
    // The spec signs a new account in at once: its session cookie is all that differs.
    const otherHeaders = (res: typeof taken) =>
      Object.entries(res.headers)
        .filter(([name]) => !['set-cookie', 'date'].includes(name))
        .sort(([a], [b]) => a.localeCompare(b));
    expect(otherHeaders(taken)).toEqual(otherHeaders(fresh));
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(cookieOf(fresh)).toMatch(/session_token=/);
  });

  it('refuses bad input exactly as for a new address', async () => {
    const { email } = await signUp(t);
    const fresh = newEmail('fresh');
    for (const password of ['12345', 'x'.repeat(129)]) {
      const taken = await signUpWith({ email, password, name: '' });
      const untaken = await signUpWith({ email: fresh, password, name: '' });
      expect(taken.statusCode).toBe(400);
      expect(taken.statusCode).toBe(untaken.statusCode);
      expect(taken.json()).toEqual(untaken.json());
    }
    const noName = await signUpWith({ email, password: 'long-enough' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual((await signUpWith({ email: fresh, password: 'long-enough' })).json());
    // A cross-site form post is refused before anything is looked up.
    const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
    const taken = await signUpWith({ email, password: 'long-enough', name: '' }, crossSite);
    const untaken = await signUpWith({ email: fresh, password: 'long-enough', name: '' }, crossSite);
    expect(taken.statusCode).toBe(403);
    expect(taken.json()).toEqual(untaken.json());
    expect(await mailsTo(t, fresh)).toEqual([]);
  });

  it(`mails the owner at most ${SIGN_UP_ATTEMPT_MAIL_LIMIT.max} times an hour, answering alike after`, async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < SIGN_UP_ATTEMPT_MAIL_LIMIT.max + 2; i++) {
      const res = await signUpWith({ email, password: `attempt-${i}-pass`, name: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ token: null, user: null, status: 'CHECK_INBOX' });
    }
    const attempts = (await mailsTo(t, email)).filter((m) => ATTEMPT_SUBJECT.test(m.subject));
    expect(attempts).toHaveLength(SIGN_UP_ATTEMPT_MAIL_LIMIT.max);
  });
});

describe('the time a taken address costs', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A quarter of the production cost: hashing still dominates, and the test stays short.
    t = await createTestApp({ PASSWORD_SCRYPT_LOG_N: '15' });
  });
  afterAll(() => t.close());

  it('hashes the submitted password, as a new account does', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: 'correct-horse-1', name: '' },
      });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 3; i++) {
      const email = newEmail('timed');
      fresh.push(await timed(email));
      taken.push(await timed(email));
    }
    // The bench (bench/identity-timing.ts) measures the difference; this only proves the work is done.
    expect(median(taken)).toBeGreaterThan(median(fresh) * 0.5);
  });
});
