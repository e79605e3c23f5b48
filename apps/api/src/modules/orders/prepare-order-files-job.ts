import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

/**
 * Makes a new order's files off the request: each side of layers composed into its print file,
 * and the mockups. Enqueued with the order, in its transaction, when it has layers; the order's
 * submission runs the same steps again, which skip what is done.
 */
export const prepareOrderFilesJob = defineJob({
  name: 'prepare-order-files',
  payload: z.object({ orderId: z.uuid() }),
  queue: { retryLimit: 6, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
});
