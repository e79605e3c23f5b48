import { z } from 'zod';
import type { NeedsOf, WorkerDeps } from './worker-deps';
import { generateDesignJob } from '../modules/designs/generate-design-job';
import { purgeUnusedCompositions } from '../modules/compositions/purge-unused-compositions';
import { tidyDesigns } from '../modules/designs/tidy-designs';
import { defineJob } from './queue';

/**
 * Hourly housekeeping of the designer: expired designs go, lost generation jobs are settled, and
 * compositions of layers unused for a design's lifetime go.
 */
export const purgeExpiredDesignsJob = defineJob({
  name: 'purge-expired-designs',
  payload: z.object({}),
  // Housekeeping is never urgent, and a run that overlaps the next one is harmless.
  queue: { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  pollingIntervalSeconds: 30,
});

export const PURGE_CRON = '17 * * * *';

export async function workPurgeExpiredDesigns(
  deps: WorkerDeps<NeedsOf<typeof tidyDesigns> & NeedsOf<typeof purgeUnusedCompositions>>,
): Promise<void> {
  await deps.queue.work(purgeExpiredDesignsJob, async () => {
    await tidyDesigns(deps, {
      findQueueJob: async (id) => {
        const state = await deps.queue.stateOf(generateDesignJob, id);
        return state ? { state } : null;
      },
    });
    const purged = await purgeUnusedCompositions(deps);
    if (purged.compositions > 0) deps.log.info(purged, 'unused compositions purged');
  });
  await deps.queue.schedule(purgeExpiredDesignsJob, PURGE_CRON, {});
}
