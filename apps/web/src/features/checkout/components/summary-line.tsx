import {
  eurosToCents,
  formatEuro,
  itemTotalCents,
  MAX_LINE_QUANTITY,
  type CartItem,
} from '@prompttee/domain';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCartStore } from '@/stores/cart-store';
import { canDecrease } from '../lib/checkout-state';
import { ItemPreview } from './item-preview';

/** One line of the order summary: price, colour, size, quantity minus/plus and remove. */
export function SummaryLine({ item, disabled }: { item: CartItem; disabled: boolean }) {
  const updateItemQuantity = useCartStore((s) => s.updateItemQuantity);
  const removeItem = useCartStore((s) => s.removeItem);
  return (
    <li className="flex gap-3 py-4" data-testid="summary-line">
      <ItemPreview item={item} className="w-16 shrink-0 sm:w-20" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 truncate text-sm font-medium" title={item.name}>
            {item.name}
          </p>
          <p className="text-sm font-semibold tabular-nums">{formatEuro(itemTotalCents(item))}</p>
        </div>
        <p className="text-xs text-muted-foreground">
          {formatEuro(eurosToCents(item.price))} each · Color: {item.colorName || item.colorCode} · Size:{' '}
          {item.sizeCode}
        </p>
        <div className="mt-1 flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={`Decrease quantity of ${item.name}`}
            disabled={disabled || !canDecrease(item.quantity)}
            onClick={() => updateItemQuantity(item.id, item.quantity - 1)}
          >
            <Minus className="size-4" />
          </Button>
          <span className="w-8 text-center text-sm tabular-nums" aria-label="Quantity">
            {item.quantity}
          </span>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={`Increase quantity of ${item.name}`}
            disabled={disabled || item.quantity >= MAX_LINE_QUANTITY}
            onClick={() => updateItemQuantity(item.id, item.quantity + 1)}
          >
            <Plus className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${item.name}`}
            disabled={disabled}
            onClick={() => removeItem(item.id)}
          >
            <Trash2 className="size-4" aria-hidden />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
