import { useLingui } from '@lingui/react/macro';
import { printedSides, type CartItem } from '@prompttee/domain';
import { cn } from '@/lib/cn';
import { PRINT_AREA_NAMES } from '@/lib/print-area-names';
import { CartItemPreview } from './cart-item-preview';

type CartItemSidesProps = {
  item: CartItem;
  size?: 'thumbnail' | 'full';
  /** Sizes each side's picture (its width; the 4:5 height follows). */
  previewClassName?: string;
  className?: string;
  /** The sides share the width the caller gives (the checkout carousel's slide), each up to previewClassName's. */
  shareWidth?: boolean;
};

/**
 * Every side a cart line prints, each as the server shows it: one picture for a one-sided shirt,
 * as before, or the areas next to each other, each named, for one printed on several (front and
 * back, a sleeve).
 */
export function CartItemSides({ item, size, previewClassName, className, shareWidth }: CartItemSidesProps) {
  const { t } = useLingui();
  const sides = printedSides(item);
  if (sides.length === 1) {
    return (
      <CartItemPreview item={item} side={sides[0]} size={size} className={cn(previewClassName, className)} />
    );
  }
  return (
    <div className={cn('flex gap-1.5', className)}>
      {sides.map((side) => (
        <figure
          key={side}
          className={cn('flex min-w-0 flex-col items-center gap-0.5', shareWidth && 'flex-1')}
        >
          <CartItemPreview
            item={item}
            side={side}
            size={size}
            className={cn(shareWidth && 'w-full', previewClassName)}
          />
          <figcaption className="text-xs text-muted-foreground">{t(PRINT_AREA_NAMES[side])}</figcaption>
        </figure>
      ))}
    </div>
  );
}
