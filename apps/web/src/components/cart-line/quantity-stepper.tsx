import { useLingui } from '@lingui/react/macro';
import { MAX_LINE_QUANTITY, type CartItem } from '@prompttee/domain';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCartStore } from '@/stores/cart-store';
import { useLineName } from './use-line-name';

/** Minus stops at 1 (spec section 5): a line leaves the cart through its remove button. */
export const canDecrease = (quantity: number) => quantity > 1;

type QuantityStepperProps = { item: CartItem; disabled?: boolean; className?: string };

/** A cart line's quantity between minus and plus, kept within 1..MAX_LINE_QUANTITY. */
export function QuantityStepper({ item, disabled = false, className }: QuantityStepperProps) {
  const updateItemQuantity = useCartStore((s) => s.updateItemQuantity);
  const { t } = useLingui();
  const name = useLineName()(item);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={t`Decrease quantity of ${name}`}
        disabled={disabled || !canDecrease(item.quantity)}
        onClick={() => updateItemQuantity(item.id, item.quantity - 1)}
      >
        <Minus className="size-4" />
      </Button>
      <span className="w-8 text-center tabular-nums" aria-label={t`Quantity`}>
        {item.quantity}
      </span>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={t`Increase quantity of ${name}`}
        disabled={disabled || item.quantity >= MAX_LINE_QUANTITY}
        onClick={() => updateItemQuantity(item.id, item.quantity + 1)}
      >
        <Plus className="size-4" />
      </Button>
    </div>
  );
}
