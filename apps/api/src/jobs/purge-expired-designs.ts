import { z } from 'zod';
import type { Deps } from '../deps';
import { failStaleGenerations } from '../modules/designs/fail-stale-generations';
import { purgeExpiredDesigns } from '../modules/designs/purge-expired-designs';
import { generateDesignJob } from './generate-design';
import { defineJob } from './queue';

/** Hourly housekeeping of the designer: expired designs go, and lost generation jobs are settled. */
export const purgeExpiredDesignsJob = defineJob({
  name: 'purge-expired-designs',
  payload: z.object({}),
  // Housekeeping is never urgent, and a run that overlaps the next one is harmless.
  queue: { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  pollingIntervalSeconds: 30,
});

export const PURGE_CRON = '17 * * * *';

export async function workPurgeExpiredDesigns(deps: Deps): Promise<void> {
  await deps.queue.work(purgeExpiredDesignsJob, async () => {
    const purged = await purgeExpiredDesigns(deps);
    // A worker-only process may not have touched the generation queue yet.
    await deps.queue.prepare(generateDesignJob);
    const settled = await failStaleGenerations(deps, {
      findQueueJob: async (id) => {
        const [job] = await deps.queue.boss.findJobs(generateDesignJob.name, { id });
        return job ? { state: job.state } : null;
      },
    });
    if (purged.designs > 0 || settled > 0) {
      deps.log.info({ ...purged, staleJobsFailed: settled }, 'designer housekeeping done');
    }
  });
  await deps.queue.schedule(purgeExpiredDesignsJob, PURGE_CRON, {});
}
