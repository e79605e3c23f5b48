import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PaymentProvider } from '@prompttee/domain';
import { lazy, Suspense } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { TestCardForm } from './test-card-form';

const StripeEmbeddedCheckout = lazy(() => import('./stripe-embedded-checkout'));

export const STRIPE_NOT_CONFIGURED = msg`Error: Stripe is not configured correctly. Cannot proceed with payment.`;

export type PaymentFormProps = {
  clientSecret: string;
  provider: PaymentProvider;
  publishableKey: string | null;
};

/**
 * The card payment form for one payment session, as POST /v1/orders or resume-payment answered it:
 * Stripe's embedded Checkout, or the shop's built-in test checkout. Used by checkout and by the
 * order history's Resume Payment.
 */
export function PaymentForm({ clientSecret, provider, publishableKey }: PaymentFormProps) {
  const { t } = useLingui();
  if (provider === 'test') return <TestCardForm clientSecret={clientSecret} />;
  if (!publishableKey) return <Alert tone="error">{t(STRIPE_NOT_CONFIGURED)}</Alert>;
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-12">
          <Spinner className="size-8" label={t`Loading the payment form`} />
        </div>
      }
    >
      <StripeEmbeddedCheckout clientSecret={clientSecret} publishableKey={publishableKey} />
    </Suspense>
  );
}
