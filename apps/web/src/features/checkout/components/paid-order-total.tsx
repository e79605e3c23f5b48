import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { VatLine } from '@/components/vat-line';
import { useFormat } from '@/i18n/use-format';
import { getOrders, ordersKey } from '../api/get-orders';

/**
 * The paid order's total and the VAT the server fixed on it, read from the customer's order list
 * (the payment session names the order but carries no amounts). Nothing while it loads or fails:
 * the thank-you does not depend on it.
 */
export function PaidOrderTotal({ displayOrderId }: { displayOrderId: string }) {
  const { money } = useFormat();
  const orders = useQuery({ queryKey: ordersKey, queryFn: ({ signal }) => getOrders(signal) });
  const order = orders.data?.find((o) => o.display_order_id === displayOrderId);
  if (!order) return null;
  const total = money(order.total_amount, order.currency);
  return (
    <p className="flex flex-col items-center text-sm" data-testid="paid-total">
      <span>
        <Trans>
          Total paid <strong className="tabular-nums">{total}</strong>
        </Trans>
      </span>
      <VatLine vat={order.vat} currency={order.currency} />
    </p>
  );
}
