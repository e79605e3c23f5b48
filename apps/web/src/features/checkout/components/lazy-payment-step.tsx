import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { withTexts } from '@/i18n/with-texts';
import type { PaymentStepProps } from './payment-step';

/** Starts loading the payment step; checkout calls it when the order is placed. */
export const loadPaymentStep = withTexts(['payment'], () => import('./payment-step'));

const PaymentStepChunk = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));

/**
 * The card form and its rules (~7 kB gzip) load once the customer places the order, while the
 * order is being created, not with the checkout page.
 */
export function LazyPaymentStep(props: PaymentStepProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PaymentStepChunk {...props} />
    </Suspense>
  );
}
