import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

/**
 * Makes a new order's files off the request: each side of layers composed into its print file,
 * and the mockups its screens and e-mails show. Enqueued with every order, in its transaction;
 * the order's submission runs the same steps again, which skip what is done, and composes the
 * producer's files at the placements.
 */
export const prepareOrderFilesJob = defineJob({
  name: 'prepare-order-files',
  payload: z.object({ orderId: z.uuid() }),
  queue: { retryLimit: 6, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
});
