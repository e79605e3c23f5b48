import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@prompttee/domain';
import { CreditCard } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/use-format';
import { CHECKOUT_MESSAGES } from '../lib/checkout-state';

/**
 * This cart was already placed as an order that awaits payment (a declined card, a payment form
 * left behind): pay that order instead of placing the same cart a second time.
 */
export function PendingOrderNotice({
  order,
  resuming,
  failed,
  onResume,
}: {
  order: Order;
  resuming: boolean;
  failed: boolean;
  onResume(): void;
}) {
  const { t } = useLingui();
  const { money } = useFormat();
  const number = order.display_order_id;
  const total = money(order.total_amount, order.currency);
  return (
    <div className="flex flex-col gap-3" data-testid="pending-order">
      <Alert tone="info" title={t`Order ${number} is waiting for payment`}>
        <Trans>
          These items are already order {number} ({total}), which has not been paid yet. Resume its payment:
          placing the same cart again would order it twice. It ships to the address chosen when it was placed.
        </Trans>
      </Alert>
      {failed && (
        <Alert tone="error" title={t`Error`}>
          {t(CHECKOUT_MESSAGES.resumeFailed)}
        </Alert>
      )}
      <Button size="lg" disabled={resuming} onClick={onResume}>
        <CreditCard className="size-4" aria-hidden />
        {resuming ? t`PREPARING PAYMENT...` : t`RESUME PAYMENT`}
      </Button>
    </div>
  );
}
