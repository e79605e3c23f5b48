import { statusGroupOf, type Order, type OrderStatusGroup } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ordersKey = ['orders'] as const;

/**
 * GET /v1/orders: the signed-in customer's orders. The contract loads beside the request: the
 * page renders before the orders arrive, and the list only once they have.
 */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const schema = import('@prompttee/domain/contracts/orders').then((m) => m.ordersResponseSchema);
  const body = await api('/orders', { schema, signal });
  return body.orders;
}

export const ordersQuery = () =>
  queryOptions({ queryKey: ordersKey, queryFn: ({ signal }) => getOrders(signal) });

// eslint-disable-next-line lingui/no-unlocalized-strings -- the domain's group keys, not shown
const MOVING: ReadonlySet<OrderStatusGroup> = new Set(['Processing', 'On Hold', 'Shipped']);
const isMoving = (order: Order) => {
  const group = statusGroupOf(order.status);
  return group !== null && MOVING.has(group);
};
const REFRESH_MS = 30_000;

export function useOrders() {
  // Status and tracking change while the page is open (the producer moves orders along): look
  // again on focus, and every 30 s while some order is on its way.
  return useQuery({
    ...ordersQuery(),
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.some(isMoving) ? REFRESH_MS : false),
  });
}
