import type { NeedsOf, WorkerDeps } from './worker-deps';
import { sendShippedNotice } from '../modules/orders/send-shipped-notice';
import { sendShippedNoticeJob } from '../modules/orders/send-shipped-notice-job';

export { sendShippedNoticeJob };

export async function workSendShippedNotice(
  deps: WorkerDeps<NeedsOf<typeof sendShippedNotice>>,
): Promise<void> {
  await deps.queue.work(sendShippedNoticeJob, async (payload) => {
    await sendShippedNotice(deps, payload);
  });
}
