import type { Deps } from '../deps';
import { submitOrderJob } from '../modules/orders/submit-order-job';
import { submitOrderToProducer } from '../modules/orders/submit-order-to-producer';

/** The handler of 'submit-order-to-producer' (enqueued on payment). */
export async function workSubmitOrderToProducer(deps: Deps): Promise<void> {
  await deps.queue.work(submitOrderJob, async (payload) => {
    await submitOrderToProducer(deps, payload);
  });
}
