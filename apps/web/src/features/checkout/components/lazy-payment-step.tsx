import type { CreateOrderResponse } from '@prompttee/domain';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';

/** Starts loading the payment step; checkout calls it when the order is placed. */
export const loadPaymentStep = () => import('./payment-step');

const PaymentStepChunk = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));

/**
 * The card form and its rules (~7 kB gzip) load once the customer places the order, while the
 * order is being created, not with the checkout page.
 */
export function LazyPaymentStep({ order }: { order: CreateOrderResponse }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PaymentStepChunk order={order} />
    </Suspense>
  );
}
