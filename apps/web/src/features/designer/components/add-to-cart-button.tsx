import { Trans, useLingui } from '@lingui/react/macro';
import {
  extraAreasPriceIn,
  printAreasOf,
  type CatalogProduct,
  type CatalogVariant,
  type PrintLocation,
} from '@prompttee/domain';
import { Check, ShoppingCart } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cartSides } from '../layers/cart-sides';
import { useLayersStore } from '../layers/layers-store';
import { DESIGNER_TEXTS } from '../lib/designer-texts';
import { useDesignerStore } from '../stores/designer-store';
import { LazyVariantPrice } from './lazy-parts';

type AddToCartButtonProps = {
  disabled: boolean;
  /** The chosen variant, or null while there is none. */
  variant: CatalogVariant | null;
  product: CatalogProduct | null;
  /** The area on screen, and the design on the shirt: which areas Add to Cart would print. */
  side: PrintLocation;
  designId: string | null;
  onAdd(): void;
};

/** What the areas Add to Cart would print add to the variant's price, in euro cents. */
function useExtraCents(product: CatalogProduct | null, side: PrintLocation, designId: string | null) {
  const sides = useLayersStore((s) => s.sides);
  const placements = useDesignerStore((s) => s.placements);
  if (!product || !designId) return 0;
  const areas = printAreasOf(product).map((area) => area.id);
  const printed = cartSides(side, { id: designId, placements }, sides, areas);
  const taken = printed.layers ? (Object.keys(printed.layers) as PrintLocation[]) : [printed.printLocation];
  return extraAreasPriceIn(product, taken, 'EUR')?.amount ?? 0;
}

/** The chosen shirt's price and 'Add to Cart' below the editor; says so for a moment when the shirt went in. */
export function AddToCartButton({ disabled, variant, product, side, designId, onAdd }: AddToCartButtonProps) {
  const { t } = useLingui();
  const extraCents = useExtraCents(product, side, designId);
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
        {variant && (
          <Suspense fallback={null}>
            <LazyVariantPrice variant={variant} extraCents={extraCents} />
          </Suspense>
        )}
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
