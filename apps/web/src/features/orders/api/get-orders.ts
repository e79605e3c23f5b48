import { ordersResponseSchema, type Order } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ordersKey = ['orders'] as const;

/** GET /v1/orders: the signed-in customer's orders. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const body = await api('/orders', { schema: ordersResponseSchema, signal });
  return body.orders;
}

export const ordersQuery = () =>
  queryOptions({ queryKey: ordersKey, queryFn: ({ signal }) => getOrders(signal) });

export function useOrders() {
  // Status and tracking change while the page is open (the producer moves the order along).
  return useQuery({ ...ordersQuery(), refetchOnWindowFocus: true });
}
