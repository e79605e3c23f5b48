import type { Deps } from '../deps';
import { prepareOrderFiles } from '../modules/orders/prepare-order-files';
import { prepareOrderFilesJob } from '../modules/orders/prepare-order-files-job';

/** The handler of 'prepare-order-files' (enqueued with an order that has layers). */
export async function workPrepareOrderFiles(deps: Deps): Promise<void> {
  await deps.queue.work(prepareOrderFilesJob, async (payload) => {
    await prepareOrderFiles(deps, payload);
  });
}
