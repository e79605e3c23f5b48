import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { withTexts } from '@/i18n/with-texts';
import { preloadableLazy } from '@/lib/preloadable-lazy';

const CheckoutReturnPageChunk = preloadableLazy(
  withTexts(['payment'], () => import('./checkout-return-page').then((m) => m.CheckoutReturnPage)),
);

/**
 * The payment's result (/return) as a chunk of its own: in the feature's one chunk, the checkout
 * page carried it (~1.4 kB gzip). While it loads, the customer sees what the page shows first.
 */
export function LazyCheckoutReturnPage() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<PageSpinner text={t`Checking your payment...`} />}>
      <CheckoutReturnPageChunk />
    </Suspense>
  );
}
