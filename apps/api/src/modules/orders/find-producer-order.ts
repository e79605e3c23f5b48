import type { UseCaseDeps } from '../use-case-deps';

/**
 * The producer order recorded for one of our orders: undefined when there is no such order, null
 * while its submission is not recorded yet (a producer's report must not overtake it).
 */
export async function findProducerOrder(
  deps: Pick<UseCaseDeps, 'orders'>,
  input: { orderId: string },
): Promise<{ producerOrderId: string | null | undefined }> {
  const order = await deps.orders.byId(input.orderId);
  return { producerOrderId: order ? order.producerOrderId : undefined };
}
