import type { OrderEvent } from '@prompttee/domain';
import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';

/**
 * GET /v1/orders/{order_id}/events: the statuses the order went through and when, oldest first,
 * for the order history's expanded row. Another user's order is 404.
 */
export async function listOrderEvents(
  deps: Pick<UseCaseDeps, 'orders'>,
  input: { userId: string; orderId: string },
): Promise<OrderEvent[]> {
  const rows = await deps.orders.eventsOfOwnedOrder(input.userId, input.orderId);
  if (!rows) throw notFound('Order');
  return rows.map((row) => ({ status: row.status, at: row.createdAt.toISOString() }));
}
