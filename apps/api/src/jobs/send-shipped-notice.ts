import type { Deps } from '../deps';
import { sendShippedNotice } from '../modules/orders/send-shipped-notice';
import { sendShippedNoticeJob } from '../modules/orders/send-shipped-notice-job';

export { sendShippedNoticeJob };

export async function workSendShippedNotice(deps: Deps): Promise<void> {
  await deps.queue.work(sendShippedNoticeJob, async (payload) => {
    await sendShippedNotice(deps, payload);
  });
}
