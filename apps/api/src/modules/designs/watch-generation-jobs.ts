import type { GenerationEvent } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import { getGenerationStatus } from './get-generation-status';

/**
 * Follows the customer's own generation jobs as they settle, in whichever process ran them (the
 * repository listens to the database's NOTIFY, decision 021): `onJob` gets each settled job's
 * status, exactly as GET /v1/designs/jobs/status would answer it. Other customers' jobs are never
 * passed on. Resolves once listening; the returned function stops.
 */
export async function watchGenerationJobs(
  deps: Pick<UseCaseDeps, 'designs' | 'blobStore' | 'config' | 'log'>,
  input: { userId: string; onJob: (job: GenerationEvent) => void },
): Promise<() => Promise<void>> {
  return deps.designs.onJobSettled((event) => {
    if (event.userId !== input.userId) return;
    getGenerationStatus(deps, { userId: input.userId, jobId: event.jobId }).then(input.onJob, (err) =>
      deps.log.warn({ err, jobId: event.jobId }, 'settled job could not be read for its owner'),
    );
  });
}
