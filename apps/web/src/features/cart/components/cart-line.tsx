import { Trans } from '@lingui/react/macro';
import type { CartItem } from '@prompttee/domain';
import { CartItemSides } from '@/components/cart-item-sides';
import { QuantityStepper } from '@/components/cart-line/quantity-stepper';
import { RemoveLineButton } from '@/components/cart-line/remove-line-button';
import { useLineName } from '@/components/cart-line/use-line-name';
import { DesignTitle } from '@/components/design-title';

/** One cart line: name, size and colour, quantity with minus/plus, and remove. */
export function CartLine({ item }: { item: CartItem }) {
  const size = item.sizeName || item.sizeCode;
  const color = item.colorName || item.colorCode;
  const name = useLineName()(item);
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <CartItemSides item={item} previewClassName="w-14 border" className="shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" title={name}>
          {name}
        </p>
        <DesignTitle title={item.designTitle} />
        <p className="text-sm text-muted-foreground">
          <Trans>
            Size: {size}, Color: {color}
          </Trans>
        </p>
        <div className="mt-2 flex items-center gap-2">
          <QuantityStepper item={item} />
          <RemoveLineButton item={item} />
        </div>
      </div>
    </li>
  );
}
