import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

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
