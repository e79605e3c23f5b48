import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

/**
 * The 'your order has shipped' e-mail, enqueued by applyProducerEvent in the transaction that
 * records the shipment. A job, so a mail outage retries; orders.shipped_notice_sent_at makes the
 * e-mail go out once however many jobs or events there are.
 */
export const sendShippedNoticeJob = defineJob({
  name: 'send-shipped-notice',
  payload: z.object({ orderId: z.uuid() }),
  queue: { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
  pollingIntervalSeconds: 1,
});
