import type { ShippingAddress } from '@prompttee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shippingAddressesKey } from './get-shipping-addresses';

/** DELETE /v1/shipping-address?id=; any 2xx (200, 202, 204) is success. */
export async function deleteShippingAddress(id: string): Promise<void> {
  await api(`/shipping-address`, { method: 'DELETE', query: { id } });
}

/**
 * Optimistic (spec section 4): the address leaves the list at once and comes back if the server
 * refuses; `onFailure` shows the spec's alert.
 */
export function useDeleteShippingAddress({ onFailure }: { onFailure(): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingAddress,
    async onMutate(id) {
      await queryClient.cancelQueries({ queryKey: shippingAddressesKey });
      const previous = queryClient.getQueryData<ShippingAddress[]>(shippingAddressesKey);
      queryClient.setQueryData<ShippingAddress[]>(shippingAddressesKey, (list) =>
        list?.filter((address) => address.id !== id),
      );
      return { previous };
    },
    onError(_err, _id, context) {
      if (context?.previous) queryClient.setQueryData(shippingAddressesKey, context.previous);
      onFailure();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingAddressesKey }),
  });
}
