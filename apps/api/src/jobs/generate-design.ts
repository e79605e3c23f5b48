import type { Deps } from '../deps';
import { GENERATION_RETRY_LIMIT, generateDesignJob } from '../modules/designs/generate-design-job';
import { runDesignGeneration } from '../modules/designs/run-design-generation';
import { workRenderPrintFile } from './render-print-file';

export { generateDesignJob };

/**
 * The handler of 'generate-design', and of its second stage: a design's print file is rendered by
 * the render-print-file workers of the same process (decision 021).
 */
export async function workGenerateDesign(deps: Deps): Promise<void> {
  // The icon sets are parsed while the worker waits for its first job, not during it.
  deps.imageGenerator.warmUp?.().catch((err) => deps.log.warn({ err }, 'image generator warm-up failed'));
  await workRenderPrintFile(deps);
  await deps.queue.work(generateDesignJob, (payload, job) =>
    runDesignGeneration(deps, {
      ...payload,
      signal: job.signal,
      isLastAttempt: job.retryCount >= GENERATION_RETRY_LIMIT,
    }),
  );
}
