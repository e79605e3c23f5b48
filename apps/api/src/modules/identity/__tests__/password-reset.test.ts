import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../../../db/schema';
import { sendIdentityEmailJob } from '../../../jobs/send-identity-email';
import { waitForQueueIdle } from '../../../testing/queue-idle';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { RESET_REQUEST_FLOOR_MS } from '../create-auth';
import {
  cookieOf,
  idToken,
  mailsTo,
  newEmail,
  signIn,
  signUp,
  startIdentityMail,
  waitForMail,
} from './identity-helpers';

const origin = { origin: 'http://localhost:3000' };

describe('password reset by e-mailed link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await startIdentityMail(t);
  });
  afterAll(() => t.close());

  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
  const resetPassword = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('answers known and unknown addresses identically, and mails only the known one', async () => {
    const { email } = await signUp(t);
    const unknown = newEmail('unknown');
    const known = await requestReset(email);
    const stranger = await requestReset(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.body).toBe(stranger.body);
    expect(known.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    const mail = await waitForMail(t, email, /^Reset your PromptTee password$/);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=\w{24}$/);
    expect(await mailsTo(t, unknown)).toEqual([]);
  });

  it('answers known and unknown addresses at the same fixed time after the request', async () => {
    const { email } = await signUp(t);
    const timed = async (address: string) => {
      const started = performance.now();
      expect((await requestReset(address)).statusCode).toBe(200);
      return performance.now() - started;
    };
    for (const ms of [await timed(email), await timed(newEmail('unknown'))]) {
      expect(ms).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 1);
    }
  });

  it('sets the new password, signs out every device, and tells the customer by e-mail', async () => {
    const { email, password, cookie } = await signUp(t);
    const laptop = cookieOf(await signIn(t, email, password));
    await requestReset(email);
    const link = (await waitForMail(t, email, /^Reset your PromptTee password$/)).links[0]!;

    const res = await resetPassword(tokenOf(link), 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });

    expect((await signIn(t, email, password)).statusCode).toBe(401);
    expect((await signIn(t, email, 'brand-new-pass')).statusCode).toBe(200);
    for (const old of [cookie, laptop]) expect((await idToken(t, old)).statusCode).toBe(401);
    const notice = await waitForMail(t, email, /^Your PromptTee password was changed$/);
    expect(notice.links).toContain('http://localhost:3000/login');
  });

  it('refuses a used, made-up or missing token, and a short new password, changing nothing', async () => {
    const { email, password } = await signUp(t);
    await requestReset(email);
    const token = tokenOf((await waitForMail(t, email, /^Reset your PromptTee password$/)).links[0]!);

    const short = await resetPassword(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');

    const madeUp = await resetPassword('x'.repeat(24), 'brand-new-pass');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().code).toBe('INVALID_TOKEN');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'brand-new-pass' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await signIn(t, email, password)).statusCode).toBe(200);

    expect((await resetPassword(token, 'brand-new-pass')).statusCode).toBe(200);
    const reused = await resetPassword(token, 'another-new-pass');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_TOKEN');
    expect((await signIn(t, email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses a malformed address', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
  });

  it('changing the password signs out the other sessions, whatever the client asks', async () => {
    const { email, password, cookie: phone } = await signUp(t);
    const laptop = cookieOf(await signIn(t, email, password));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: laptop, ...origin },
      payload: { currentPassword: password, newPassword: 'changed-pass-1', revokeOtherSessions: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await idToken(t, phone)).statusCode).toBe(401);
    // The session that changed it continues, under a fresh token.
    expect((await idToken(t, cookieOf(res) || laptop)).statusCode).toBe(200);
    expect((await signIn(t, email, 'changed-pass-1')).statusCode).toBe(200);
  });
});

describe('a reset mail held up by a mail outage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The queue runs, its identity mail worker not yet: the mail waits as during an outage.
    await t.deps.queue.start();
  });
  afterAll(() => t.close());

  it('is not sent once its link has expired, and not retried', async () => {
    const { email, userId } = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(verification).where(eq(verification.value, userId));
    expect(row!.identifier).toMatch(/^reset-password:\w{24}$/);
    // The job names the token's row, never the token (and the request's language, English here).
    const jobs = await t.deps.queue.boss.findJobs(sendIdentityEmailJob.name, {
      data: { kind: 'password-reset' },
    });
    expect(jobs.map((j) => j.data)).toEqual([
      { kind: 'password-reset', verificationId: row!.id, locale: 'en' },
    ]);

    await t.deps.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, row!.id));
    await startIdentityMail(t);
    await waitForQueueIdle(t.deps, { jobs: [sendIdentityEmailJob] });
    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.subject)).not.toContain('Reset your PromptTee password');
    const [job] = await t.deps.queue.boss.findJobs(sendIdentityEmailJob.name, { id: jobs[0]!.id });
    expect(job!.state).toBe('completed');
  });
});
