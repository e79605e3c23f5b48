import type { Deps } from '../deps';
import { submitOrderToProducer } from '../modules/orders/submit-order-to-producer';
import { submitOrderJob } from './submit-order';

/** The handler of 'submit-order-to-producer' (defined in submit-order.ts, enqueued on payment). */
export async function workSubmitOrderToProducer(deps: Deps): Promise<void> {
  await deps.queue.work(submitOrderJob, async (payload) => {
    await submitOrderToProducer(deps, payload);
  });
}
