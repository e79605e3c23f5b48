import { useLingui } from '@lingui/react/macro';
import type { Order } from '@prompttee/domain';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { withTexts } from '@/i18n/with-texts';

// What an expanded order shows (its address, history, items and their layers) loads when the
// customer first opens one, not with the list.
const Details = lazy(
  withTexts(['order-details'], () => import('./order-details').then((m) => ({ default: m.OrderDetails }))),
);

export function OrderDetails({ order }: { order: Order }) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Spinner className="my-4" label={t`Loading order details`} />}>
      <Details order={order} />
    </Suspense>
  );
}
