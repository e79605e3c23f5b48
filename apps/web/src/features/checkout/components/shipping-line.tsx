import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/use-format';
import type { ShippingEstimate } from '../hooks/use-shipping-estimate';

/** Shipping: the estimate struck through beside 'FREE' (spec section 9). */
export function ShippingLine({
  shipping,
  currency,
}: {
  shipping: ShippingEstimate;
  currency?: string | undefined;
}) {
  const { t } = useLingui();
  const { money } = useFormat();
  const estimate = money(shipping.cents, currency);
  return (
    <div className="flex items-center justify-between gap-3 text-sm" data-testid="shipping-line">
      <span className="text-muted-foreground">{t`Shipping`}</span>
      {shipping.status === 'idle' && <span className="text-muted-foreground">{t`Choose an address`}</span>}
      {shipping.status === 'calculating' && (
        <span className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4" label={t`Calculating shipping`} />
          {t`Calculating...`}
        </span>
      )}
      {shipping.status === 'ready' && (
        <span className="flex items-center gap-2">
          <s
            className="text-muted-foreground tabular-nums"
            aria-label={t({
              comment: 'The shipping cost, struck through: it is free',
              message: `was ${estimate}`,
            })}
          >
            {estimate}
          </s>
          <span className="font-semibold text-success">
            {t({ comment: 'Shipping cost', message: 'FREE' })}
          </span>
        </span>
      )}
      {shipping.status === 'error' && <span className="tabular-nums">{money(0, currency)}</span>}
    </div>
  );
}
