import type { Order } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import type { OrderHistoryRow } from './order-repository';

// The cached history (cached-order-repository.ts) hands out the same rows until they change, so each
// list is put in the contract's shape once, not on every read, and frozen: nothing may change it,
// and the reply's bytes can be written once (plugins/response-serializer.ts).
const shaped = new WeakMap<OrderHistoryRow[], Order[]>();

const toOrder = (row: OrderHistoryRow): Order => ({
  order_id: row.id,
  display_order_id: row.displayOrderId,
  created_at: row.createdAt.toISOString(),
  status: row.status,
  total_amount: row.totalCents,
  currency: 'eur' as const,
  client_secret: row.clientSecret,
  shipping_address_id: row.shippingAddressId,
  tracking_number: row.trackingNumber,
  tracking_url: row.trackingUrl,
});

/** GET /v1/orders: the customer's orders, newest first (spec section 9), in the contract's shape. */
export async function listOrders(
  deps: Pick<UseCaseDeps, 'orders' | 'clock'>,
  input: { userId: string },
): Promise<Order[]> {
  const rows = await deps.orders.listForUser(input.userId, deps.clock.now());
  let orders = shaped.get(rows);
  if (!orders)
    shaped.set(rows, (orders = Object.freeze(rows.map((row) => Object.freeze(toOrder(row)))) as Order[]));
  return orders;
}
