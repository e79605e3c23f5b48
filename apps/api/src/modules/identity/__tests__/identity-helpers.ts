import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sendIdentityEmailJob, workSendIdentityEmail } from '../../../jobs/send-identity-email';
import type { OutboxEntry } from '../../../ports/mailer';
import { waitForQueueIdle } from '../../../testing/queue-idle';
import type { TestApp } from '../../../testing/test-app';

let counter = 0;
export const newEmail = (prefix = 'id') => `${prefix}-${Date.now()}-${counter++}@example.com`;

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieOf(res: LightMyRequestResponse): string {
  return [res.headers['set-cookie']]
    .flat()
    .filter((c): c is string => !!c)
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('='))
    .join('; ');
}

export async function signUp(t: TestApp, email = newEmail(), password = 'correct-horse-1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: '' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieOf(res);
  // The answer names nobody (a taken address gets the same); the session says who signed up.
  const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  return { email, password, cookie, userId: session.json<{ user: { id: string } }>().user.id };
}

export async function signIn(t: TestApp, email: string, password: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function idToken(t: TestApp, cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
}

const mailing = new WeakMap<object, Promise<void>>();

/**
 * Starts the test shop's job queue and its identity e-mail worker, once. Identity mail is a job
 * (create-auth.ts): call this in beforeAll of a test that reads it, since on PostgreSQL nothing
 * can be queued before the queue runs (the failure is only logged, as in production).
 */
export function startIdentityMail(t: TestApp): Promise<void> {
  let started = mailing.get(t.deps);
  if (!started) {
    started = t.deps.queue.start().then(() => workSendIdentityEmail(t.deps));
    mailing.set(t.deps, started);
  }
  return started;
}

/** Identity mail goes out from the queue after the answer, so tests wait for it to land. */
export async function waitForMail(
  t: TestApp,
  to: string,
  subject: RegExp,
  timeoutMs = 5000,
): Promise<OutboxEntry> {
  await startIdentityMail(t);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await t.outbox.list()).find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > until) {
      throw new Error(`no mail to ${to} matching ${subject} (startIdentityMail(t) in beforeAll?)`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Every mail to `to` once the identity mail queue has nothing left to do. */
export async function mailsTo(t: TestApp, to: string): Promise<OutboxEntry[]> {
  await startIdentityMail(t);
  await waitForQueueIdle(t.deps, { jobs: [sendIdentityEmailJob] });
  return (await t.outbox.list()).filter((m) => m.to === to);
}
