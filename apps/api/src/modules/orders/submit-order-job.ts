import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

/**
 * Hands a paid order to the print producer. Enqueued by recordPaymentEvent in the same transaction
 * that marks the order payment_authorized, so every paid order gets exactly one (at-least-once)
 * submission; its handler submits with the order id as idempotency key.
 */
export const submitOrderJob = defineJob({
  name: 'submit-order-to-producer',
  payload: z.object({ orderId: z.uuid() }),
  // A producer outage should not lose a paid order: retry for about a day with backoff.
  queue: { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 },
});
