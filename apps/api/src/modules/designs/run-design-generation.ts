import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { designs, generationJobs } from '../../db/schema';
import { designFileKeys, type DesignFileKeys } from './design-files';
import { failGeneration, OPEN_JOB_STATUSES } from './fail-generation';
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
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'blobStore' | 'imageGenerator' | 'log'>,
  options: RunDesignGenerationOptions,
): Promise<void> {
  const [job] = await deps.db.select().from(generationJobs).where(eq(generationJobs.id, options.jobId));
  // Gone (the customer deleted their account) or already settled by an earlier attempt.
  if (!job || !OPEN_JOB_STATUSES.includes(job.status)) return;
  await deps.db
    .update(generationJobs)
    .set({ status: 'running' })
    .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, 'queued')));

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
      await failGeneration(deps.db, { jobId: job.id, reason: (err as Error).message ?? String(err) });
    }
    throw err;
  }

  const outcome = await recordDesign(deps, { job, designId: options.designId, keys });
  // Failed meanwhile (the stale job sweep gave up on it): nothing refers to these files.
  if (outcome === 'failed') {
    await Promise.all([deps.blobStore.delete(keys.printKey), deps.blobStore.delete(keys.thumbnailKey)]);
  }
}

async function recordDesign(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  options: { job: typeof generationJobs.$inferSelect; designId: string; keys: DesignFileKeys },
): Promise<'completed' | 'failed'> {
  const { job, designId, keys } = options;
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: generationJobs.status })
      .from(generationJobs)
      .where(eq(generationJobs.id, job.id))
      .for('update');
    if (!current || current.status === 'failed') return 'failed';
    if (current.status === 'completed') return 'completed';
    const now = deps.clock.now();
    await tx
      .insert(designs)
      .values({
        id: designId,
        userId: job.userId,
        prompt: job.prompt,
        printKey: keys.printKey,
        thumbnailKey: keys.thumbnailKey,
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.config.DESIGN_TTL_DAYS * DAY_MS),
      })
      .onConflictDoNothing();
    await tx
      .update(generationJobs)
      .set({ status: 'completed', designId, error: null })
      .where(and(eq(generationJobs.id, job.id), inArray(generationJobs.status, OPEN_JOB_STATUSES)));
    return 'completed';
  });
}
