import { toOrderItem, type CartItem, type CreateOrderResponse, type Order } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useResumePayment } from '@/features/payment/api/resume-payment';
import { getOrders, ordersKey } from '../api/get-orders';
import { forgetPlacedOrder, placedOrderFor } from '../lib/checkout-attempt';

/** Statuses in which an order can still be paid (POST /v1/orders/{id}/resume-payment). */
const AWAITING_PAYMENT = new Set(['pending_payment', 'payment_expired']);

/** The cart's lines as the order payload has them: what makes two carts "the same order". */
export const itemsSignatureOf = (items: readonly CartItem[]) => JSON.stringify(items.map(toOrderItem));

/**
 * The order already placed from this very cart that still awaits payment (a declined card, a
 * payment form left behind): checkout offers to resume it rather than place the cart again.
 */
export function usePendingOrder(items: readonly CartItem[], { enabled = true } = {}) {
  // Not asked while this page is itself paying the order it just placed.
  const placedId = enabled ? (placedOrderFor(itemsSignatureOf(items))?.order_id ?? null) : null;
  const orders = useQuery({
    queryKey: ordersKey,
    queryFn: ({ signal }) => getOrders(signal),
    enabled: placedId !== null,
    staleTime: 0,
  });
  const order: Order | null = useMemo(
    () => orders.data?.find((o) => o.order_id === placedId) ?? null,
    [placedId, orders.data],
  );
  const stillPending = order !== null && AWAITING_PAYMENT.has(order.status);

  // Paid meanwhile (another tab), canceled, or not this account's: the cart is free to order.
  useEffect(() => {
    if (placedId && orders.isSuccess && !stillPending) forgetPlacedOrder(placedId);
  }, [placedId, orders.isSuccess, stillPending]);

  const resume = useResumePayment();
  const payment: CreateOrderResponse | null =
    order && resume.data
      ? {
          order_id: order.order_id,
          display_order_id: order.display_order_id,
          total_amount: order.total_amount,
          currency: order.currency,
          vat: order.vat,
          ...resume.data,
        }
      : null;

  return {
    /** Known once the order list confirms it still awaits payment. */
    order: stillPending ? order : null,
    /** A stored order not yet checked: PLACE ORDER waits rather than risk a second order. */
    checking: placedId !== null && orders.isPending,
    resume: () => order && resume.mutate(order.order_id),
    resuming: resume.isPending,
    resumeFailed: resume.isError,
    payment,
  };
}
