import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

export const GENERATION_RETRY_LIMIT = 2;

/**
 * Turns a generation job's prompt into a stored design. The design id and the file token are
 * chosen when the job is created, so every attempt of the job writes the same row and files.
 */
export const generateDesignJob = defineJob({
  name: 'generate-design',
  payload: z.object({
    jobId: z.uuid(),
    designId: z.uuid(),
    fileToken: z.string().regex(/^[\w-]{24,}$/),
    /** Refining: the customer's design this one changes (checked as theirs at creation). */
    basedOn: z.uuid().optional(),
  }),
  // The OpenAI adapter may spend 2 x 120 s (its time-out, one SDK retry); five minutes before an
  // attempt counts as lost. One second between attempts: a restart or a vendor hiccup.
  queue: { retryLimit: GENERATION_RETRY_LIMIT, retryDelay: 1, expireInSeconds: 300 },
  // A customer watches this job: the idle poll is pg-boss's minimum, and `queue.wake` skips it
  // when the create request landed on this same process.
  pollingIntervalSeconds: 0.5,
  localConcurrency: 2,
});
