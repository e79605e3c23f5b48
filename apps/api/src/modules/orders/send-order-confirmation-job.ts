import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

/**
 * The order confirmation e-mail, enqueued with the order's move to payment_authorized. A job (not
 * a send inside the webhook) so a mail server outage retries instead of losing the e-mail;
 * orders.confirmation_sent_at makes a repeated job send nothing.
 */
export const sendOrderConfirmationJob = defineJob({
  name: 'send-order-confirmation',
  payload: z.object({ orderId: z.uuid() }),
  queue: { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
  pollingIntervalSeconds: 1,
});
