import type { UseCaseDeps } from '../use-case-deps';
import { failGeneration } from './fail-generation';

/** Well past the longest a job can take with all its retries (3 attempts of at most 5 minutes). */
export const STALE_AFTER_MS = 60 * 60 * 1000;
const BATCH = 500;

export type QueueJobLookup = (id: string) => Promise<{ state: string } | null>;

/**
 * A safety net for jobs the worker could not settle itself: the process died during the last
 * attempt, or the queue dropped the job. A job the queue has given up on (failed, cancelled, gone,
 * or completed without a design) is failed here and its quota unit refunded; one the queue still
 * holds is left to it.
 */
export async function failStaleGenerations(
  deps: Pick<UseCaseDeps, 'designs' | 'clock' | 'log'>,
  input: { findQueueJob: QueueJobLookup; staleAfterMs?: number },
): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - (input.staleAfterMs ?? STALE_AFTER_MS));
  const stale = await deps.designs.openJobsCreatedBefore(cutoff, BATCH);
  let failed = 0;
  for (const id of stale) {
    const queued = await input.findQueueJob(id);
    if (queued && ['created', 'retry', 'active'].includes(queued.state)) continue;
    const reason = queued ? `queue job ended as ${queued.state}` : 'queue job missing';
    if (await failGeneration(deps, { jobId: id, reason })) failed += 1;
  }
  if (failed > 0) deps.log.warn({ failed }, 'failed stale generation jobs and refunded their quota');
  return failed;
}
