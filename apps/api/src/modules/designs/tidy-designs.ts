import type { UseCaseDeps } from '../use-case-deps';
import { failStaleGenerations, type QueueJobLookup } from './fail-stale-generations';
import { purgeExpiredDesigns } from './purge-expired-designs';

/**
 * The designer's hourly housekeeping: expired designs go, and lost generation jobs are settled.
 * (Compositions of layers unused as long go in the same hour: purgeUnusedCompositions.)
 */
export async function tidyDesigns(
  deps: Pick<UseCaseDeps, 'designs' | 'orders' | 'blobStore' | 'clock' | 'config' | 'log'>,
  input: { findQueueJob: QueueJobLookup },
): Promise<void> {
  const purged = await purgeExpiredDesigns(deps);
  const settled = await failStaleGenerations(deps, { findQueueJob: input.findQueueJob });
  if (purged.designs > 0 || settled > 0) {
    deps.log.info({ ...purged, staleJobsFailed: settled }, 'designer housekeeping done');
  }
}
