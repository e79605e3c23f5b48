import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

/**
 * Issues a paid order's invoice (or a refunded one's credit note), enqueued with the payment or
 * the cancellation. A job so that a failure retries; issuing twice gives the same document.
 */
export const issueInvoiceJob = defineJob({
  name: 'issue-invoice',
  payload: z.object({ orderId: z.uuid(), kind: z.enum(['invoice', 'credit_note']) }),
  queue: { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
  pollingIntervalSeconds: 1,
});
