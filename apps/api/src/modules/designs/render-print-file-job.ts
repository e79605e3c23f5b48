import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

/**
 * The second stage of a local design (decision 021): its 3600 x 4800 print file, drawn again from
 * the prompt and the design's seed once the thumbnail has made the design visible. Enqueued with
 * the completion; safe to run twice (a design whose print file is stored is left alone).
 */
export const renderPrintFileJob = defineJob({
  name: 'render-print-file',
  payload: z.object({ designId: z.uuid() }),
  queue: { retryLimit: 3, retryDelay: 1, expireInSeconds: 120 },
  // Woken by the generation job in the same worker; the poll covers a restart in between.
  pollingIntervalSeconds: 0.5,
  localConcurrency: 2,
});
