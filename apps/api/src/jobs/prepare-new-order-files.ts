import type { NeedsOf, WorkerDeps } from './worker-deps';
import { prepareOrderFiles } from '../modules/orders/prepare-order-files';
import { prepareOrderFilesJob } from '../modules/orders/prepare-order-files-job';

/** The handler of 'prepare-order-files' (enqueued with every new order). */
export async function workPrepareOrderFiles(
  deps: WorkerDeps<NeedsOf<typeof prepareOrderFiles>>,
): Promise<void> {
  await deps.queue.work(prepareOrderFilesJob, async (payload) => {
    await prepareOrderFiles(deps, { ...payload, screensOnly: true });
  });
}
