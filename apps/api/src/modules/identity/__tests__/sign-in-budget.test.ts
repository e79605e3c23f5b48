import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ACCOUNT_SIGN_IN_BUDGET, SIGN_IN_LINK_SENT_MESSAGE } from '../sign-in-budget';
import {
  cookieOf,
  mailsTo,
  newEmail,
  signIn,
  signUp,
  startIdentityMail,
  waitForMail,
} from './identity-helpers';

const BUDGET = ACCOUNT_SIGN_IN_BUDGET.max;

describe('the account-wide sign-in budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await startIdentityMail(t);
  });
  afterAll(() => t.close());

  /** One wrong guess per address, from `count` addresses, one after another. */
  const guessFromMany = async (email: string, count: number, net = 1) => {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) {
      codes.push((await signIn(t, email, `guess-${i}`, `198.18.${net}.${i + 1}`)).statusCode);
    }
    return codes;
  };

  /**
   * A sign-in link to a known address, asked for after the calls under test. Links are sent after
   * the answer; once this one is in the outbox, any link those calls started has been sent too.
   */
  let markerNet = 200;
  const markerLinkSent = async () => {
    const { email } = await signUp(t);
    await guessFromMany(email, BUDGET + 1, markerNet++);
    await waitForMail(t, email, /^Your PromptTee sign-in link$/);
  };

  it('holds however many addresses guess: then even the right password gets a link, not a session', async () => {
    const { email, password } = await signUp(t);
    const codes = await guessFromMany(email, BUDGET + 5);
    expect(codes.slice(0, BUDGET)).toEqual(Array(BUDGET).fill(401));
    expect(codes.slice(BUDGET)).toEqual(Array(5).fill(403));

    const right = await signIn(t, email, password, '198.18.99.1');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ code: 'SIGN_IN_LINK_SENT', message: SIGN_IN_LINK_SENT_MESSAGE });
    expect(cookieOf(right)).toBe('');

    // One link however often the paused sign-in is tried, and it signs the owner in once.
    const mail = await waitForMail(t, email, /^Your PromptTee sign-in link$/);
    expect(await mailsTo(t, email).then((m) => m.filter((x) => /sign-in link/.test(x.subject)))).toHaveLength(
      1,
    );
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe('/api/auth/magic-link/verify');
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('http://localhost:3000/design');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieOf(opened) },
    });
    expect(session.json()).toMatchObject({ user: { email } });
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toContain('error=INVALID_TOKEN');
  });

  it('answers an unknown address the same way, and mails nobody', async () => {
    const email = newEmail('nobody');
    const codes = await guessFromMany(email, BUDGET + 2, 2);
    expect(codes).toEqual([...Array(BUDGET).fill(401), 403, 403]);
    await markerLinkSent();
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('still stops one address after ten guesses, without spending the account budget further', async () => {
    const { email, password } = await signUp(t);
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) codes.push((await signIn(t, email, `guess-${i}`, '198.18.3.1')).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    // The customer elsewhere is not locked out.
    expect((await signIn(t, email, password, '198.18.3.2')).statusCode).toBe(200);
  });

  it('mails sign-in links only when the shop asks: the public endpoint does not exist', async () => {
    const { email } = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: { origin: 'http://localhost:3000' },
      payload: { email },
    });
    expect(res.statusCode).toBe(404);
    await markerLinkSent();
    expect((await mailsTo(t, email)).filter((m) => /sign-in link/.test(m.subject))).toEqual([]);
  });
});
