import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

/** One step of the simulated producer: reports STEPS[step] for the order, then plans the next. */
export const simulatedProducerStepJob = defineJob({
  name: 'simulated-producer-step',
  payload: z.object({ orderId: z.uuid(), producerOrderId: z.string().min(1), step: z.number().int().min(0) }),
  queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 },
  // Steps are seconds apart in development and e2e runs; a slow poll would stretch them.
  pollingIntervalSeconds: 0.5,
  localConcurrency: 4,
});
