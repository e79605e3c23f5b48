import { Trans } from '@lingui/react/macro';
import type { Order } from '@prompttee/domain';
import { CreditCard } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { withTexts } from '@/i18n/with-texts';
import { cn } from '@/lib/cn';
import { preloadableLazy, preloadOnIntent } from '@/lib/preloadable-lazy';
import { MissingClientSecretError, useResumePayment } from '@/features/payment/api/resume-payment';
import { ORDER_MESSAGES } from '../lib/order-messages';
import type { ResumeState } from './resume-payment-dialog';

// The dialog and the card form in it (~16 kB gzip with Radix's focus trap) load when the customer
// points at or presses the button, not with the order history.
const ResumePaymentDialog = preloadableLazy(
  withTexts(['payment'], () => import('./resume-payment-dialog').then((m) => m.ResumePaymentDialog)),
);

/**
 * 'Resume Payment' for an order awaiting payment: asks the server for a fresh payment form (a new
 * session when the old one expired) and mounts it in a dialog.
 */
export function ResumePaymentButton({ order, className }: { order: Order; className?: string }) {
  const resume = useResumePayment();
  const [state, setState] = useState<ResumeState | null>(null);

  const start = () => {
    if (!order.order_id) {
      setState({ kind: 'error', message: ORDER_MESSAGES.missingOrderInfo });
      return;
    }
    setState({ kind: 'loading' });
    resume.mutate(order.order_id, {
      onSuccess: (payment) => setState({ kind: 'ready', payment }),
      onError: (error) =>
        setState({
          kind: 'error',
          message:
            error instanceof MissingClientSecretError
              ? ORDER_MESSAGES.resumeNoSecret
              : ORDER_MESSAGES.resumeFailed,
        }),
    });
  };

  return (
    <>
      <Button
        size="sm"
        className={cn('min-w-32', className)}
        onClick={start}
        {...preloadOnIntent(ResumePaymentDialog)}
        disabled={resume.isPending}
      >
        <CreditCard className="size-3.5" aria-hidden />
        <Trans>Resume Payment</Trans>
      </Button>
      {state && (
        <Suspense fallback={null}>
          <ResumePaymentDialog order={order} state={state} onClose={() => setState(null)} />
        </Suspense>
      )}
    </>
  );
}
