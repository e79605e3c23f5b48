import { useLingui } from '@lingui/react/macro';
import type { CartItem } from '@prompttee/domain';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCartStore } from '@/stores/cart-store';
import { useLineName } from './use-line-name';

type RemoveLineButtonProps = { item: CartItem; disabled?: boolean; showText?: boolean };

/** Takes a line out of the cart: a bin icon, with the word Remove where there is room for it. */
export function RemoveLineButton({ item, disabled = false, showText = false }: RemoveLineButtonProps) {
  const removeItem = useCartStore((s) => s.removeItem);
  const { t } = useLingui();
  const name = useLineName()(item);
  return (
    <Button
      variant="ghost"
      size={showText ? 'sm' : 'icon'}
      className={cn('ml-auto text-muted-foreground hover:text-destructive', !showText && 'size-8')}
      aria-label={t`Remove ${name}`}
      disabled={disabled}
      onClick={() => removeItem(item.id)}
    >
      <Trash2 className="size-4" aria-hidden />
      {showText && t`Remove`}
    </Button>
  );
}
