import { z } from 'zod';
import type { Deps } from '../deps';
import { expireDuePaymentSessions, expirePaymentSession } from '../modules/payments/expire-payment-sessions';
import { defineJob } from './queue';

/**
 * Closes payment sessions whose 30 minutes are up: with a session id, the delayed job enqueued
 * when the session opened; without one, the sweep that catches any the delayed job missed. Both
 * ask the provider first, so a session paid at the last second is recorded as paid, not expired.
 */
export const expirePaymentSessionJob = defineJob({
  name: 'expire-payment-session',
  payload: z.object({ sessionId: z.string().min(1).optional() }),
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  pollingIntervalSeconds: 5,
});

export const EXPIRE_SWEEP_CRON = '*/5 * * * *';

export async function workExpirePaymentSessions(deps: Deps): Promise<void> {
  await deps.queue.work(expirePaymentSessionJob, async ({ sessionId }) => {
    if (sessionId) await expirePaymentSession(deps, sessionId);
    else await expireDuePaymentSessions(deps);
  });
  await deps.queue.schedule(expirePaymentSessionJob, EXPIRE_SWEEP_CRON, {});
}
