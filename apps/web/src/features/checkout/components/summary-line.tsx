import { eurosToCents, formatEuro, itemTotalCents, type CartItem } from '@prompttee/domain';
import { CartItemSides } from '@/components/cart-item-sides';
import { QuantityStepper } from '@/components/cart-line/quantity-stepper';
import { RemoveLineButton } from '@/components/cart-line/remove-line-button';
import { DesignTitle } from '@/components/design-title';

/** One line of the order summary: price, colour, size, quantity minus/plus and remove. */
export function SummaryLine({ item, disabled }: { item: CartItem; disabled: boolean }) {
  return (
    <li className="flex gap-3 py-4" data-testid="summary-line">
      <CartItemSides item={item} previewClassName="w-16 sm:w-20" className="shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm font-medium break-words">{item.name}</p>
          <p className="text-sm font-semibold tabular-nums">{formatEuro(itemTotalCents(item))}</p>
        </div>
        <DesignTitle title={item.designTitle} />
        <p className="text-xs text-muted-foreground">
          {formatEuro(eurosToCents(item.price))} each · Color: {item.colorName || item.colorCode} · Size:{' '}
          {item.sizeCode}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <QuantityStepper item={item} disabled={disabled} className="text-sm" />
          <RemoveLineButton item={item} disabled={disabled} showText />
        </div>
      </div>
    </li>
  );
}
