import { toOrderItem, type CartItem, type CreateOrderBody, type Currency } from '@prompttee/domain';
import { useRef } from 'react';
import { useCreateOrder } from '../api/create-order';
import { idempotencyKeyFor, rememberPlacedOrder } from '../lib/checkout-attempt';
import { itemsSignatureOf } from './use-pending-order';

/**
 * Places the order with an Idempotency-Key that belongs to this attempt: the same cart and address
 * reuse it (a retry after a lost answer, or after a reload, returns the order already created), a
 * changed cart or address gets a new one (it is a different order).
 */
export function usePlaceOrder() {
  const mutation = useCreateOrder();
  // Storage may be unavailable; the page still keeps its own key for its retries.
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  const placeOrder = (items: readonly CartItem[], shippingAddressId: string, currency?: Currency) => {
    if (mutation.isPending) return;
    const body: CreateOrderBody = {
      items: items.map(toOrderItem),
      shipping_address_id: shippingAddressId,
      // Euros are the server's default: a euro order's body (and its idempotency key) stays as it was.
      ...(currency && currency !== 'EUR' ? { currency } : {}),
      terms_accepted: true,
    };
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: idempotencyKeyFor(itemsSignatureOf(items), signature) };
    }
    mutation.mutate(
      { body, idempotencyKey: attempt.current.key },
      // Remembered under the cart's items: while it awaits payment, checkout offers it again.
      { onSuccess: (order) => rememberPlacedOrder(signature, order) },
    );
  };

  return { placeOrder, ...mutation };
}
