import type { UseCaseDeps } from '../use-case-deps';
import type { OrderHistory } from './order-history';

/** GET /v1/orders: the customer's orders, newest first (spec section 9), in the contract's shape. */
export async function listOrders(
  deps: Pick<UseCaseDeps, 'orders' | 'clock'>,
  input: { userId: string },
): Promise<OrderHistory> {
  return deps.orders.listForUser(input.userId, deps.clock.now());
}
