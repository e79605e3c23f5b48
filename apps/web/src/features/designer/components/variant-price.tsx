import { Trans } from '@lingui/react/macro';
import { eurosToCents, salePricesIn, type CatalogVariant } from '@prompttee/domain';
import { useFormat } from '@/i18n/use-format';

/**
 * The chosen shirt's price with what its further print areas add; during a sale, the usual price
 * struck through beside it and the lowest price of the 30 days before the sale under it, as the
 * Price Indication Directive (art. 6a) asks.
 */
export function VariantPrice({ variant, extraCents = 0 }: { variant: CatalogVariant; extraCents?: number }) {
  const { money } = useFormat();
  const sale = variant.sale && salePricesIn(variant.sale, 'EUR');
  // What the further print areas add is the same on sale and off it.
  const lowest = sale && money(sale.lowestPrior.amount + extraCents);
  return (
    <div className="grid shrink-0 leading-tight">
      <span className="text-xs font-medium text-muted-foreground">
        {sale ? <Trans>Sale price</Trans> : <Trans>Price</Trans>}
      </span>
      <span className="flex items-baseline gap-2">
        <span
          className={
            sale ? 'text-2xl font-bold text-destructive tabular-nums' : 'text-2xl font-bold tabular-nums'
          }
          data-testid="variant-price"
        >
          {money(eurosToCents(variant.price) + extraCents)}
        </span>
        {sale && (
          <s className="text-sm text-muted-foreground tabular-nums" data-testid="usual-price">
            <span className="sr-only">
              <Trans>Usual price</Trans>{' '}
            </span>
            {money(sale.regular.amount + extraCents)}
          </s>
        )}
      </span>
      {sale && (
        <span className="mt-1 max-w-48 text-xs text-muted-foreground" data-testid="lowest-prior-price">
          <Trans>Lowest price in the 30 days before the sale: {lowest}</Trans>
        </span>
      )}
    </div>
  );
}
