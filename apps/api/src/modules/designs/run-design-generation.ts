import type { GeneratedImage } from '../../ports/image-generator';
import { jobRequest } from '../../ports/job-queue';
import type { UseCaseDeps } from '../use-case-deps';
import { candidateFileToken, candidateIds, candidateOf } from './design-candidates';
import { designFileKeys, designLifetimeMs, type DesignFileKeys } from './design-files';
import { OPEN_JOB_STATUSES } from './design-repository';
import { failGeneration } from './fail-generation';
import { renderPrintFileJob } from './render-print-file-job';
import { printFile, sourceWidthOf, thumbnail } from './render-print-files';
import { seedOf } from './seed';

export { seedOf } from './seed';

export type RunDesignGenerationOptions = {
  jobId: string;
  designId: string;
  fileToken: string;
  signal?: AbortSignal;
  /** pg-boss will not try again after this attempt: a failure now fails the job for good. */
  isLastAttempt: boolean;
  /**
   * Hands a vector image to this process's second stage, which then skips drawing it again
   * (the print job falls back to redrawing from the prompt and seed in any other process).
   */
  keepForPrint?: (designId: string, image: GeneratedImage) => void;
  /** Refining: the customer's design this one changes. */
  basedOn?: string | undefined;
};

/**
 * The generation job's work, the first of two stages (decision 021): prompt -> image -> thumbnail
 * -> stored design, completed (and announced to the designer) as soon as the thumbnail is stored.
 * A vector design's print file is the second stage, the render-print-file job enqueued with the
 * completion; a raster's print file is made here, from the only copy of its pixels.
 * Safe to run twice: a settled job is left alone, the files and the design row are keyed by the
 * ids fixed at creation, and only the first completion counts.
 */
export async function runDesignGeneration(
  deps: Pick<
    UseCaseDeps,
    'designs' | 'clock' | 'config' | 'blobStore' | 'imageGenerator' | 'contentCredentials' | 'log' | 'queue'
  >,
  options: RunDesignGenerationOptions,
): Promise<void> {
  const job = await deps.designs.generationJob(options.jobId);
  // Gone (the customer deleted their account) or already settled by an earlier attempt.
  if (!job || !OPEN_JOB_STATUSES.includes(job.status)) return;
  await deps.designs.markRunning(job.id);

  // One GENERATE, several designs to pick from: each its own id, files and candidate look. A
  // refinement is one design with its base's seed, candidate and look (gone meanwhile: a fresh one).
  const base = options.basedOn ? await deps.designs.designById(options.basedOn) : null;
  const candidates = (base ? [options.designId] : candidateIds(options.designId)).map((id, k) => ({
    id,
    k,
    keys: designFileKeys(candidateFileToken(options.fileToken, k)),
  }));
  let drawn: { id: string; keys: DesignFileKeys; image: GeneratedImage; printStored: boolean }[];
  try {
    drawn = await Promise.all(
      candidates.map(async ({ id, k, keys }) => {
        const image = await deps.imageGenerator.generate({
          prompt: job.prompt,
          ...(job.style ? { style: job.style } : {}),
          seed: seedOf(base?.id ?? id),
          candidate: base ? candidateOf(base.id) : k,
          ...(base
            ? {
                basedOn: {
                  prompt: base.prompt,
                  ...(base.style ? { style: base.style } : {}),
                  image: () => deps.blobStore.get(base.printKey),
                },
              }
            : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        });
        options.signal?.throwIfAborted();
        const thumbnailWebp = await thumbnail(image, options.signal);
        // A raster cannot be painted again the same: its print file is made now (~100 ms beside
        // the model's seconds). A vector is redrawn at full size by the second stage, except a
        // refinement, whose look comes from its base's prompt: drawn now, from this image.
        const printPng =
          image.renderAt && !base ? null : await printFile(image, options.signal, deps.contentCredentials);
        await Promise.all([
          deps.blobStore.put(keys.thumbnailKey, thumbnailWebp, 'image/webp'),
          printPng ? deps.blobStore.put(keys.printKey, printPng, 'image/png') : null,
        ]);
        return { id, keys, image, printStored: printPng !== null };
      }),
    );
  } catch (err) {
    deps.log.warn({ err, jobId: job.id, lastAttempt: options.isLastAttempt }, 'design generation failed');
    if (options.isLastAttempt) {
      await failGeneration(deps, { jobId: job.id, reason: (err as Error).message ?? String(err) });
    }
    throw err;
  }

  const now = deps.clock.now();
  const firstVector = drawn[0] && !drawn[0].printStored ? drawn[0] : undefined;
  const outcome = await deps.designs.completeGeneration({
    jobId: job.id,
    designs: drawn.map((d) => ({
      id: d.id,
      printKey: d.keys.printKey,
      thumbnailKey: d.keys.thumbnailKey,
      sourceWidth: sourceWidthOf(d.image),
      generatedBy: d.image.generatedBy ?? null,
      printReadyAt: d.printStored ? now : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + designLifetimeMs(deps.config)),
    })),
    // Only the first candidate's print file is drawn now; the others' are drawn when first needed
    // (the owner's link, an order's submission: ensurePrintFile), not four per GENERATE.
    then: firstVector ? [jobRequest(renderPrintFileJob, { designId: firstVector.id })] : [],
  });
  // Failed meanwhile (the stale job sweep gave up on it): nothing refers to these files.
  if (outcome === 'failed') {
    await Promise.all(
      drawn.flatMap((d) => [
        deps.blobStore.delete(d.keys.printKey),
        deps.blobStore.delete(d.keys.thumbnailKey),
      ]),
    );
    return;
  }
  // The render-print-file workers of this process start now instead of at their next poll.
  if (firstVector) {
    options.keepForPrint?.(firstVector.id, firstVector.image);
    deps.queue.wake(renderPrintFileJob);
  }
}
