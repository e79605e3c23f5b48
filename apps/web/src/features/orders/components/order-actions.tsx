import { useLingui } from '@lingui/react/macro';
import type { Order } from '@prompttee/domain';
import { DocumentButton } from '@/components/document-button';
import { cn } from '@/lib/cn';
import { ResumePaymentButton } from './resume-payment-button';
import { TrackingButton } from './tracking-button';

// The spec offers Resume Payment for pending_payment; an order whose payment session ran out
// (payment_expired, in the same 'Pending Payment' group) can be paid the same way (a new session).
const PAYABLE = new Set(['pending_payment', 'payment_expired']);

/**
 * The Actions column: tracking always (disabled until shipped), Resume Payment while unpaid, the
 * invoice once issued and the credit note of a refund.
 */
export function OrderActions({ order, className }: { order: Order; className?: string }) {
  const { t } = useLingui();
  const number = order.display_order_id;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {PAYABLE.has(order.status) && <ResumePaymentButton order={order} />}
      <TrackingButton order={order} />
      {order.has_invoice && (
        <DocumentButton
          path={`/v1/orders/${order.order_id}/invoice`}
          label={t`Invoice`}
          accessibleName={t`Invoice for order ${number}`}
        />
      )}
      {order.has_credit_note && (
        <DocumentButton
          path={`/v1/orders/${order.order_id}/credit-note`}
          label={t`Credit note`}
          accessibleName={t`Credit note for order ${number}`}
        />
      )}
    </div>
  );
}
