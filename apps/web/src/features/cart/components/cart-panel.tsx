import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogCloseButton, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { paths, type OriginState } from '@/config/paths';
import { useFormat } from '@/i18n/use-format';
import { useCartStore } from '@/stores/cart-store';
// The panel lists the lines as it opens: the saved cart is read by then.
import '@/stores/stored-cart-reader';
import { CartLine } from './cart-line';

/** The side sheet the cart button opens (spec section 2, cart panel). */
export function CartPanel({
  onClose,
  onCloseAutoFocus,
}: {
  onClose(): void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const items = useCartStore((s) => s.items);
  // The same count as the button's badge: shirts, not lines.
  const totalItems = useCartStore((s) => s.totalItems);
  const cartTotalCents = useCartStore((s) => s.cartTotalCents);
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  const { money } = useFormat();
  const heading = items.length ? t`Cart (${totalItems})` : t`Your cart is empty`;
  const total = money(cartTotalCents);

  const checkout = () => {
    onClose();
    const state: OriginState = { from: location.pathname + location.search };
    void navigate(paths.checkout, { state });
  };

  return (
    <DialogContent layout="side-sheet" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
      <div className="flex h-16 items-center justify-between border-b px-5">
        <DialogTitle>{heading}</DialogTitle>
        <DialogCloseButton label={t`Close cart`} />
      </div>
      {items.length ? (
        <ul className="flex-1 divide-y overflow-y-auto px-5">
          {items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-muted-foreground">
          <ShoppingCart className="size-10" aria-hidden />
          <p className="text-sm">
            <Trans>Add a design from the Designer to get started.</Trans>
          </p>
        </div>
      )}
      <div className="flex flex-col gap-3 border-t p-5">
        <p className="flex justify-between text-base font-semibold" data-testid="cart-total">
          <Trans>Total: {total}</Trans>
        </p>
        <Button size="lg" disabled={!items.length} onClick={checkout}>
          <Trans context="button">Checkout</Trans>
        </Button>
      </div>
    </DialogContent>
  );
}
