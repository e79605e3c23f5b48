import { shippingAddressSchema, type ShippingAddress } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/shipping-address/{id}: where an order went (deleted addresses stay readable). */
export async function getShippingAddress(id: string, signal?: AbortSignal): Promise<ShippingAddress> {
  return api(`/shipping-address/${encodeURIComponent(id)}`, { schema: shippingAddressSchema, signal });
}

export const shippingAddressQuery = (id: string) =>
  queryOptions({
    queryKey: ['shipping-address', id] as const,
    queryFn: ({ signal }) => getShippingAddress(id, signal),
    staleTime: 5 * 60_000,
  });

export function useShippingAddress(id: string, enabled: boolean) {
  return useQuery({ ...shippingAddressQuery(id), enabled });
}
