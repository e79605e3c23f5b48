import { shippingAddressListResponseSchema, type ShippingAddress } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const shippingAddressesKey = ['shipping-addresses'] as const;

export async function getShippingAddresses(signal?: AbortSignal): Promise<ShippingAddress[]> {
  const body = await api('/shipping-address', { schema: shippingAddressListResponseSchema, signal });
  return body.addresses;
}

export const shippingAddressesQuery = () =>
  queryOptions({ queryKey: shippingAddressesKey, queryFn: ({ signal }) => getShippingAddresses(signal) });

export function useShippingAddresses() {
  return useQuery(shippingAddressesQuery());
}
