import type { Order, ResumePaymentResponse } from '@prompttee/domain';
import { formatEuro } from '@prompttee/domain';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { PaymentForm } from '@/components/payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export type ResumeState =
  | { kind: 'loading' }
  | { kind: 'ready'; payment: ResumePaymentResponse }
  | { kind: 'error'; message: string };

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
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] motion-safe:animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl border bg-background p-5 shadow-xl focus:outline-none motion-safe:animate-fade-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold tracking-tight">Resume Payment</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                Order <span className="font-medium text-foreground">{order.display_order_id}</span> ·{' '}
                {formatEuro(order.total_amount)}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className="-mt-1 -mr-2 size-9">
                <X className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          {state.kind === 'loading' && (
            <div className="flex justify-center py-10">
              <Spinner className="size-8" label="Preparing the payment form" />
            </div>
          )}
          {state.kind === 'error' && (
            <Alert tone="error" title="Error">
              {state.message}
            </Alert>
          )}
          {state.kind === 'ready' && (
            <PaymentForm
              clientSecret={state.payment.client_secret}
              provider={state.payment.payment_provider}
              publishableKey={state.payment.publishable_key}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
