import { useLingui } from '@lingui/react/macro';
import { currencyOrEuro, itemTotalIn, toMinorUnits, type CartItem } from '@prompttee/domain';
import { CartItemSides } from '@/components/cart-item-sides';
import { QuantityStepper } from '@/components/cart-line/quantity-stepper';
import { RemoveLineButton } from '@/components/cart-line/remove-line-button';
import { useLineName } from '@/components/cart-line/use-line-name';
import { DesignTitle } from '@/components/design-title';
import { useFormat } from '@/i18n/use-format';

type Props = {
  item: CartItem;
  disabled: boolean;
  /** The order's currency (ISO 4217); euros when not given. */
  currency?: string | undefined;
};

/** One line of the order summary: price, colour, size, quantity minus/plus and remove. */
export function SummaryLine({ item, disabled, currency }: Props) {
  const { t } = useLingui();
  const { money } = useFormat();
  // The line's price is in the currency's major units (cartIn prices the cart in it).
  const code = currencyOrEuro(currency);
  const price = money(toMinorUnits(item.price, code), code);
  const color = item.colorName || item.colorCode;
  const size = item.sizeCode;
  const name = useLineName()(item);
  return (
    <li className="flex gap-3 py-4" data-testid="summary-line">
      <CartItemSides item={item} previewClassName="w-16 sm:w-20" className="shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm font-medium break-words">{name}</p>
          <p className="text-sm font-semibold tabular-nums">{money(itemTotalIn(item, code), code)}</p>
        </div>
        <DesignTitle title={item.designTitle} />
        <p className="text-xs text-muted-foreground">{t`${price} each · Color: ${color} · Size: ${size}`}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <QuantityStepper item={item} disabled={disabled} className="text-sm" />
          <RemoveLineButton item={item} disabled={disabled} showText />
        </div>
      </div>
    </li>
  );
}
