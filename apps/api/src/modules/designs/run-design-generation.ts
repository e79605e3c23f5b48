import type { UseCaseDeps } from '../use-case-deps';
import { designFileKeys } from './design-files';
import { OPEN_JOB_STATUSES } from './design-repository';
import { failGeneration } from './fail-generation';
import { renderPrintFiles } from './render-print-files';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RunDesignGenerationOptions = {
  jobId: string;
  designId: string;
  fileToken: string;
  signal?: AbortSignal;
  /** pg-boss will not try again after this attempt: a failure now fails the job for good. */
  isLastAttempt: boolean;
};

/** Same design id, same picture; different jobs for the same prompt give different pictures. */
export function seedOf(designId: string): number {
  return Number.parseInt(designId.replace(/-/g, '').slice(0, 8), 16) >>> 0;
}

/**
 * The generation job's work: prompt -> image -> print file and thumbnail -> stored design.
 * Safe to run twice: a settled job is left alone, the files and the design row are keyed by the
 * ids fixed at creation, and only the first completion counts.
 */
export async function runDesignGeneration(
  deps: Pick<UseCaseDeps, 'designs' | 'clock' | 'config' | 'blobStore' | 'imageGenerator' | 'log'>,
  options: RunDesignGenerationOptions,
): Promise<void> {
  const job = await deps.designs.generationJob(options.jobId);
  // Gone (the customer deleted their account) or already settled by an earlier attempt.
  if (!job || !OPEN_JOB_STATUSES.includes(job.status)) return;
  await deps.designs.markRunning(job.id);

  const keys = designFileKeys(options.fileToken);
  try {
    const image = await deps.imageGenerator.generate({
      prompt: job.prompt,
      seed: seedOf(options.designId),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    options.signal?.throwIfAborted();
    const files = await renderPrintFiles(image);
    await Promise.all([
      deps.blobStore.put(keys.printKey, files.printPng, 'image/png'),
      deps.blobStore.put(keys.thumbnailKey, files.thumbnailWebp, 'image/webp'),
    ]);
  } catch (err) {
    deps.log.warn({ err, jobId: job.id, lastAttempt: options.isLastAttempt }, 'design generation failed');
    if (options.isLastAttempt) {
      await failGeneration(deps, { jobId: job.id, reason: (err as Error).message ?? String(err) });
    }
    throw err;
  }

  const now = deps.clock.now();
  const outcome = await deps.designs.completeGeneration({
    jobId: job.id,
    design: {
      id: options.designId,
      printKey: keys.printKey,
      thumbnailKey: keys.thumbnailKey,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.config.DESIGN_TTL_DAYS * DAY_MS),
    },
  });
  // Failed meanwhile (the stale job sweep gave up on it): nothing refers to these files.
  if (outcome === 'failed') {
    await Promise.all([deps.blobStore.delete(keys.printKey), deps.blobStore.delete(keys.thumbnailKey)]);
  }
}
