import type { ShippingAddress } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const shippingAddressesKey = ['shipping-addresses'] as const;

/**
 * GET /v1/shipping-address. The contract loads beside the request: checkout shows its loading
 * state until the addresses are in.
 */
export async function getShippingAddresses(signal?: AbortSignal): Promise<ShippingAddress[]> {
  const schema = import('@prompttee/domain/contracts/shipping-address').then(
    (m) => m.shippingAddressListResponseSchema,
  );
  const body = await api('/shipping-address', { schema, signal });
  return body.addresses;
}

export const shippingAddressesQuery = () =>
  queryOptions({ queryKey: shippingAddressesKey, queryFn: ({ signal }) => getShippingAddresses(signal) });

export function useShippingAddresses() {
  return useQuery(shippingAddressesQuery());
}
