import type { OrderEvent } from '@prompttee/domain';
import { notFound } from '../../errors';
import type { OrderEventsRepository } from './order-events-repository';

/**
 * GET /v1/orders/{order_id}/events: the statuses the order went through and when, oldest first,
 * for the order history's expanded row. Another user's order is 404.
 */
export async function listOrderEvents(
  deps: { orderEvents: OrderEventsRepository },
  input: { userId: string; orderId: string },
): Promise<OrderEvent[]> {
  const rows = await deps.orderEvents.eventsOfOwnedOrder(input.userId, input.orderId);
  if (!rows) throw notFound('Order');
  return rows.map((row) => ({ status: row.status, at: row.createdAt.toISOString() }));
}
