import type { Deps } from '../deps';
import { GENERATION_RETRY_LIMIT, generateDesignJob } from '../modules/designs/generate-design-job';
import { runDesignGeneration } from '../modules/designs/run-design-generation';

export { generateDesignJob };

export async function workGenerateDesign(deps: Deps): Promise<void> {
  await deps.queue.work(generateDesignJob, (payload, job) =>
    runDesignGeneration(deps, {
      ...payload,
      signal: job.signal,
      isLastAttempt: job.retryCount >= GENERATION_RETRY_LIMIT,
    }),
  );
}
