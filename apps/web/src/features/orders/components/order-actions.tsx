import type { Order } from '@prompttee/domain';
import { cn } from '@/lib/cn';
import { ResumePaymentButton } from './resume-payment-button';
import { TrackingButton } from './tracking-button';

// The spec offers Resume Payment for pending_payment; an order whose payment session ran out
// (payment_expired, in the same 'Pending Payment' group) can be paid the same way (a new session).
const PAYABLE = new Set(['pending_payment', 'payment_expired']);

/** The Actions column: tracking always (disabled until shipped), Resume Payment while unpaid. */
export function OrderActions({ order, className }: { order: Order; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {PAYABLE.has(order.status) && <ResumePaymentButton order={order} />}
      <TrackingButton order={order} />
    </div>
  );
}
