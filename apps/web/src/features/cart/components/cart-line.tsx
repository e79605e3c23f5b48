import { MAX_LINE_QUANTITY, type CartItem } from '@prompttee/domain';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCartStore } from '@/stores/cart-store';
import { LineThumbnail } from './line-thumbnail';

/** One cart line: name, size and colour, quantity with minus/plus, and remove. */
export function CartLine({ item }: { item: CartItem }) {
  const updateItemQuantity = useCartStore((s) => s.updateItemQuantity);
  const removeItem = useCartStore((s) => s.removeItem);
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <LineThumbnail item={item} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" title={item.name}>
          {item.name}
        </p>
        <p className="text-sm text-muted-foreground">
          Size: {item.sizeName || item.sizeCode}, Color: {item.colorName || item.colorCode}
        </p>
        <div className="mt-2 flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={`Decrease quantity of ${item.name}`}
            // Quantity never goes below 1 (spec section 5); removing is the remove button's job.
            disabled={item.quantity <= 1}
            onClick={() => updateItemQuantity(item.id, item.quantity - 1)}
          >
            <Minus className="size-4" />
          </Button>
          <span className="w-8 text-center tabular-nums" aria-label="Quantity">
            {item.quantity}
          </span>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={`Increase quantity of ${item.name}`}
            disabled={item.quantity >= MAX_LINE_QUANTITY}
            onClick={() => updateItemQuantity(item.id, item.quantity + 1)}
          >
            <Plus className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto size-8 text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${item.name}`}
            onClick={() => removeItem(item.id)}
          >
            <Trash2 className="size-4" />
          </Button>
        </div>
      </div>
    </li>
  );
}
