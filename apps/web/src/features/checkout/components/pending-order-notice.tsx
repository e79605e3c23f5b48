import { formatEuro, type Order } from '@prompttee/domain';
import { CreditCard } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CHECKOUT_MESSAGES } from '../lib/checkout-state';

/**
 * This cart was already placed as an order that awaits payment (a declined card, a payment form
 * left behind): pay that order instead of placing the same cart a second time.
 */
export function PendingOrderNotice({
  order,
  resuming,
  failed,
  onResume,
}: {
  order: Order;
  resuming: boolean;
  failed: boolean;
  onResume(): void;
}) {
  return (
    <div className="flex flex-col gap-3" data-testid="pending-order">
      <Alert tone="info" title={`Order ${order.display_order_id} is waiting for payment`}>
        These items are already order {order.display_order_id} ({formatEuro(order.total_amount)}), which has
        not been paid yet. Resume its payment: placing the same cart again would order it twice. It ships to
        the address chosen when it was placed.
      </Alert>
      {failed && (
        <Alert tone="error" title="Error">
          {CHECKOUT_MESSAGES.resumeFailed}
        </Alert>
      )}
      <Button size="lg" disabled={resuming} onClick={onResume}>
        <CreditCard className="size-4" aria-hidden />
        {resuming ? 'PREPARING PAYMENT...' : 'RESUME PAYMENT'}
      </Button>
    </div>
  );
}
