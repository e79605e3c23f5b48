import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogVariant } from '@prompttee/domain';
import { Check, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DESIGNER_TEXTS } from '../lib/designer-texts';
import { VariantPrice } from './variant-price';

type AddToCartButtonProps = {
  disabled: boolean;
  /** The chosen variant, or null while there is none. */
  variant: CatalogVariant | null;
  onAdd(): void;
};

/** The chosen shirt's price and 'Add to Cart' below the editor; says so for a moment when the shirt went in. */
export function AddToCartButton({ disabled, variant, onAdd }: AddToCartButtonProps) {
  const { t } = useLingui();
  const soldOut = variant?.available === false;
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
        {variant && <VariantPrice variant={variant} />}
        <Button
          size="lg"
          variant="default"
          className="h-14 min-w-0 flex-1 text-base"
          disabled={disabled}
          onClick={add}
        >
          <ShoppingCart className="size-5" aria-hidden />
          {soldOut ? t`Sold out` : t(DESIGNER_TEXTS.addToCart)}
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
