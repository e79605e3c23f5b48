import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { preloadableLazy, preloadOnIntent } from '@/lib/preloadable-lazy';
import { useCartStore } from '@/stores/cart-store';
import { useCartButtonShown } from '../hooks/use-cart-button-shown';

const CartDialog = preloadableLazy(() => import('./cart-dialog').then((m) => m.CartDialog));

export type CartButtonPlacement = 'floating' | 'header';

const placements: Record<CartButtonPlacement, string> = {
  // Bottom right, in the gutter the page frame keeps free for it (it never covers a control).
  floating:
    'fixed right-8 bottom-8 z-40 size-14 shadow-lg transition-transform hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100',
  // Phones have no room for a gutter: the button moves into the header (decision 016).
  header: 'relative size-10',
};

/**
 * The round cart button with the item count (spec section 2): floating bottom right on wide
 * screens, in the header on phones. It opens the cart panel.
 */
export function CartButton({
  placement = 'floating',
  className,
}: {
  placement?: CartButtonPlacement;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const totalItems = useCartStore((s) => s.totalItems);
  const { t } = useLingui();
  if (!useCartButtonShown()) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t({
          message: plural(totalItems, { one: 'Open cart, # item', other: 'Open cart, # items' }),
        })}
        // The panel's chunk starts loading as the pointer or focus reaches the button.
        {...preloadOnIntent(CartDialog)}
        onClick={() => setOpen(true)}
        className={cn(
          'flex shrink-0 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          placements[placement],
          className,
        )}
      >
        <ShoppingCart className={placement === 'header' ? 'size-5' : 'size-6'} aria-hidden />
        {totalItems > 0 && (
          <span
            data-testid="cart-count"
            className="absolute -top-1.5 -right-1.5 flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-background bg-destructive px-1 text-xs font-bold text-destructive-foreground tabular-nums"
          >
            {totalItems > 99 ? '99+' : totalItems}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartDialog opener={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
