import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, ResumePaymentResponse } from '@prompttee/domain';
import { PaymentForm } from '@/features/payment';
import { Alert } from '@/components/ui/alert';
import {
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/use-format';

export type ResumeState =
  | { kind: 'loading' }
  | { kind: 'ready'; payment: ResumePaymentResponse }
  | { kind: 'error'; message: MessageDescriptor };

/** The payment form for an order awaiting payment, over the order history. */
export function ResumePaymentDialog({
  order,
  state,
  onClose,
}: {
  order: Order;
  state: ResumeState;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { money } = useFormat();
  const number = order.display_order_id;
  const total = money(order.total_amount, order.currency);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:w-[min(36rem,calc(100vw-2rem))]">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <DialogTitle>{t`Resume Payment`}</DialogTitle>
            <DialogDescription>
              <Trans>
                Order <span className="font-medium text-foreground">{number}</span> · {total}
              </Trans>
            </DialogDescription>
          </div>
          <DialogCloseButton className="-mt-1 -mr-2 size-9" />
        </div>
        {state.kind === 'loading' && (
          <div className="flex justify-center py-10">
            <Spinner className="size-8" label={t`Preparing the payment form`} />
          </div>
        )}
        {state.kind === 'error' && (
          <Alert tone="error" title={t`Error`}>
            {t(state.message)}
          </Alert>
        )}
        {state.kind === 'ready' && (
          <PaymentForm
            clientSecret={state.payment.client_secret}
            provider={state.payment.payment_provider}
            publishableKey={state.payment.publishable_key}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
