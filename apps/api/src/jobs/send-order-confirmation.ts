import type { NeedsOf, WorkerDeps } from './worker-deps';
import { sendOrderConfirmation } from '../modules/orders/send-order-confirmation';
import { sendOrderConfirmationJob } from '../modules/orders/send-order-confirmation-job';

export { sendOrderConfirmationJob };

export async function workSendOrderConfirmation(
  deps: WorkerDeps<NeedsOf<typeof sendOrderConfirmation>>,
): Promise<void> {
  await deps.queue.work(sendOrderConfirmationJob, async (payload) => {
    await sendOrderConfirmation(deps, payload);
  });
}
