import type { NeedsOf, WorkerDeps } from './worker-deps';
import { submitOrderJob } from '../modules/orders/submit-order-job';
import { submitOrderToProducer } from '../modules/orders/submit-order-to-producer';

/** The handler of 'submit-order-to-producer' (enqueued on payment). */
export async function workSubmitOrderToProducer(
  deps: WorkerDeps<NeedsOf<typeof submitOrderToProducer>>,
): Promise<void> {
  await deps.queue.work(submitOrderJob, async (payload) => {
    await submitOrderToProducer(deps, payload);
  });
}
