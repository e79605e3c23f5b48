import type { NeedsOf, WorkerDeps } from './worker-deps';
import type { ensurePrintFile } from '../modules/designs/ensure-print-file';
import type { UseCaseDeps } from '../modules/use-case-deps';
import type { GeneratedImage } from '../ports/image-generator';
import { GENERATION_RETRY_LIMIT, generateDesignJob } from '../modules/designs/generate-design-job';
import { runDesignGeneration } from '../modules/designs/run-design-generation';
import { workRenderPrintFile } from './render-print-file';

export { generateDesignJob };

/** A print job normally starts within milliseconds; an image not taken by then is redrawn. */
const KEEP_FOR_PRINT_MS = 30_000;

/**
 * The handler of 'generate-design', and of its second stage: a design's print file is rendered by
 * the render-print-file workers of the same process (decision 021).
 */
export async function workGenerateDesign(
  deps: WorkerDeps<NeedsOf<typeof runDesignGeneration> & NeedsOf<typeof ensurePrintFile>> &
    Pick<UseCaseDeps, 'imageGenerator' | 'log'>,
): Promise<void> {
  // The icon sets are parsed while the worker waits for its first job, not during it.
  deps.imageGenerator.warmUp?.().catch((err) => deps.log.warn({ err }, 'image generator warm-up failed'));
  // First-stage images waiting for their print file in this process, so it is not drawn twice.
  const drawn = new Map<string, { image: GeneratedImage; timer: ReturnType<typeof setTimeout> }>();
  const keepForPrint = (designId: string, image: GeneratedImage) => {
    const timer = setTimeout(() => drawn.delete(designId), KEEP_FOR_PRINT_MS);
    timer.unref();
    drawn.set(designId, { image, timer });
  };
  const takeDrawn = (designId: string) => {
    const kept = drawn.get(designId);
    if (!kept) return undefined;
    clearTimeout(kept.timer);
    drawn.delete(designId);
    return kept.image;
  };
  await workRenderPrintFile(deps, takeDrawn);
  await deps.queue.work(generateDesignJob, (payload, job) =>
    runDesignGeneration(deps, {
      ...payload,
      signal: job.signal,
      isLastAttempt: job.retryCount >= GENERATION_RETRY_LIMIT,
      keepForPrint,
    }),
  );
}
