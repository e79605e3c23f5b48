import { and, asc, inArray, lt } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { generationJobs } from '../../db/schema';
import { failGeneration, OPEN_JOB_STATUSES } from './fail-generation';

/** Well past the longest a job can take with all its retries (3 attempts of at most 5 minutes). */
export const STALE_AFTER_MS = 60 * 60 * 1000;

export type QueueJobLookup = (id: string) => Promise<{ state: string } | null>;

/**
 * A safety net for jobs the worker could not settle itself: the process died during the last
 * attempt, or the queue dropped the job. A job the queue has given up on (failed, cancelled, gone,
 * or completed without a design) is failed here and its quota unit refunded; one the queue still
 * holds is left to it.
 */
export async function failStaleGenerations(
  deps: Pick<Deps, 'db' | 'clock' | 'log'>,
  options: { findQueueJob: QueueJobLookup; staleAfterMs?: number },
): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - (options.staleAfterMs ?? STALE_AFTER_MS));
  const stale = await deps.db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(and(inArray(generationJobs.status, OPEN_JOB_STATUSES), lt(generationJobs.createdAt, cutoff)))
    .orderBy(asc(generationJobs.createdAt))
    .limit(500);
  let failed = 0;
  for (const { id } of stale) {
    const queued = await options.findQueueJob(id);
    if (queued && ['created', 'retry', 'active'].includes(queued.state)) continue;
    const reason = queued ? `queue job ended as ${queued.state}` : 'queue job missing';
    if (await failGeneration(deps.db, { jobId: id, reason })) failed += 1;
  }
  if (failed > 0) deps.log.warn({ failed }, 'failed stale generation jobs and refunded their quota');
  return failed;
}
