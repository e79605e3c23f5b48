import type { Order } from '@prompttee/domain';
import { cn } from '@/lib/cn';
import { ResumePaymentButton } from './resume-payment-button';
import { TrackingButton } from './tracking-button';

/** The Actions column: tracking always (disabled until shipped), Resume Payment while unpaid. */
export function OrderActions({ order, className }: { order: Order; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {order.status === 'pending_payment' && <ResumePaymentButton order={order} />}
      <TrackingButton order={order} />
    </div>
  );
}
