import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/use-format';
import { DESIGNER_TEXTS } from '../lib/designer-texts';

type AddToCartButtonProps = {
  disabled: boolean;
  /** The chosen variant's price in cents, or null while there is none. */
  priceCents: number | null;
  onAdd(): void;
};

/** The chosen shirt's price and 'Add to Cart' below the editor; says so for a moment when the shirt went in. */
export function AddToCartButton({ disabled, priceCents, onAdd }: AddToCartButtonProps) {
  const { t } = useLingui();
  const { money } = useFormat();
  const [added, setAdded] = useState(0);
  const add = () => {
    onAdd();
    const stamp = Date.now();
    setAdded(stamp);
    setTimeout(() => setAdded((current) => (current === stamp ? 0 : current)), 2000);
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-4">
        {priceCents !== null && (
          <p className="grid shrink-0 leading-tight">
            <span className="text-xs font-medium text-muted-foreground">
              <Trans>Price</Trans>
            </span>
            <span className="text-2xl font-bold tabular-nums" data-testid="variant-price">
              {money(priceCents)}
            </span>
          </p>
        )}
        <Button
          size="lg"
          variant="default"
          className="h-14 min-w-0 flex-1 text-base"
          disabled={disabled}
          onClick={add}
        >
          <ShoppingCart className="size-5" aria-hidden />
          {t(DESIGNER_TEXTS.addToCart)}
        </Button>
      </div>
      <p
        role="status"
        className="flex h-5 items-center justify-center gap-1.5 text-sm font-medium text-success"
      >
        {added > 0 && (
          <>
            <Check className="size-4" aria-hidden /> <Trans>Added to your cart</Trans>
          </>
        )}
      </p>
    </div>
  );
}
