import { purgeUnusedCompositions } from '../orders/purge-unused-compositions';
import type { UseCaseDeps } from '../use-case-deps';
import { failStaleGenerations, type QueueJobLookup } from './fail-stale-generations';
import { purgeExpiredDesigns } from './purge-expired-designs';

/**
 * The designer's hourly housekeeping: expired designs go, so do compositions of layers unused as
 * long, and lost generation jobs are settled.
 */
export async function tidyDesigns(
  deps: Pick<UseCaseDeps, 'designs' | 'orders' | 'compositions' | 'blobStore' | 'clock' | 'config' | 'log'>,
  input: { findQueueJob: QueueJobLookup },
): Promise<void> {
  const purged = await purgeExpiredDesigns(deps);
  const compositions = await purgeUnusedCompositions(deps);
  const settled = await failStaleGenerations(deps, { findQueueJob: input.findQueueJob });
  if (purged.designs > 0 || compositions.compositions > 0 || settled > 0) {
    deps.log.info({ ...purged, compositions, staleJobsFailed: settled }, 'designer housekeeping done');
  }
}
