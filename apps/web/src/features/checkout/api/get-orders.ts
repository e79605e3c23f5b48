import type { Order } from '@prompttee/domain';
import { api } from '@/lib/api-client';

// The same list and cache key as the order history: checkout only looks up one order in it.
export const ordersKey = ['orders'] as const;

/** GET /v1/orders: the signed-in customer's orders; the contract loads beside the request. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const schema = import('@prompttee/domain/contracts/orders').then((m) => m.ordersResponseSchema);
  const body = await api('/orders', { schema, signal });
  return body.orders;
}
