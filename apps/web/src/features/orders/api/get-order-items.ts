import { orderItemsResponseSchema, type OrderItem } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const orderItemsKey = (orderId: string) => ['orders', orderId, 'items'] as const;

/** GET /v1/orders/{order_id}/items. */
export async function getOrderItems(orderId: string, signal?: AbortSignal): Promise<OrderItem[]> {
  const body = await api(`/orders/${encodeURIComponent(orderId)}/items`, {
    schema: orderItemsResponseSchema,
    signal,
  });
  return body.items;
}

export const orderItemsQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderItemsKey(orderId),
    queryFn: ({ signal }) => getOrderItems(orderId, signal),
    // What was ordered never changes.
    staleTime: Infinity,
  });

export function useOrderItems(orderId: string, enabled: boolean) {
  return useQuery({ ...orderItemsQuery(orderId), enabled });
}
