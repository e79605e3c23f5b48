import { ShoppingCart } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCartStore } from '@/stores/cart-store';
import { CartPanel } from './cart-panel';

// Checkout shows and edits the cart itself, and the result page empties it: a second way to
// change the cart there would only compete with the order being paid.
const HIDDEN_ON: readonly string[] = [paths.checkout, paths.checkoutReturn];

/** The floating round cart button, bottom right, with the item count (spec section 2). */
export function CartButton() {
  const [open, setOpen] = useState(false);
  const totalItems = useCartStore((s) => s.totalItems);
  const { pathname } = useLocation();
  if (HIDDEN_ON.includes(pathname)) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={`Open cart, ${totalItems} ${totalItems === 1 ? 'item' : 'items'}`}
        className="fixed right-5 bottom-5 z-40 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none motion-reduce:hover:scale-100 md:right-8 md:bottom-8"
      >
        <ShoppingCart className="size-6" aria-hidden />
        {totalItems > 0 && (
          <span
            data-testid="cart-count"
            className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-background bg-destructive px-1 text-xs font-bold text-destructive-foreground tabular-nums"
          >
            {totalItems > 99 ? '99+' : totalItems}
          </span>
        )}
      </Dialog.Trigger>
      {open && <CartPanel onClose={() => setOpen(false)} />}
    </Dialog.Root>
  );
}
