import { orderEventsResponseSchema, type Order, type OrderEvent } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/orders/{order_id}/events: the statuses the order went through, oldest first. */
export async function getOrderEvents(orderId: string, signal?: AbortSignal): Promise<OrderEvent[]> {
  const body = await api(`/orders/${encodeURIComponent(orderId)}/events`, {
    schema: orderEventsResponseSchema,
    signal,
  });
  return body.events;
}

// Keyed by the order's current status: when the order list's refresh sees the order move, the
// history is read again; while it stands still, the one already read is right.
export const orderEventsQuery = (order: Pick<Order, 'order_id' | 'status'>) =>
  queryOptions({
    queryKey: ['orders', order.order_id, 'events', order.status] as const,
    queryFn: ({ signal }) => getOrderEvents(order.order_id, signal),
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });

export function useOrderEvents(order: Pick<Order, 'order_id' | 'status'>) {
  return useQuery(orderEventsQuery(order));
}
