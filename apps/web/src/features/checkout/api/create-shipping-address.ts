import {
  shippingAddressSchema,
  type ShippingAddress,
  type ShippingAddressFormValues,
} from '@prompttee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shippingAddressesKey } from './get-shipping-addresses';

/** POST /v1/shipping-address; the spec expects 201 with the address (address_id or id). */
export function createShippingAddress(values: ShippingAddressFormValues): Promise<ShippingAddress> {
  return api('/shipping-address', { method: 'POST', body: values, schema: shippingAddressSchema });
}

export function useCreateShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShippingAddress,
    // Spec section 4: on 201 the list reloads. The new address joins the cached list at once so it
    // can be shown as selected before the reload answers.
    onSuccess(address) {
      queryClient.setQueryData<ShippingAddress[]>(shippingAddressesKey, (list = []) => [
        address,
        ...list.filter((a) => a.id !== address.id),
      ]);
      return queryClient.invalidateQueries({ queryKey: shippingAddressesKey });
    },
  });
}
