import { useLingui } from '@lingui/react/macro';
import { eurosToCents, type CatalogProduct } from '@prompttee/domain';
import type { ReactNode } from 'react';
import { useFormat } from '@/i18n/use-format';
import { cn } from '@/lib/cn';

type ProductChoicesProps = {
  products: CatalogProduct[];
  value: string | null;
  onChange(productId: string): void;
};

const fromPrice = (product: CatalogProduct) =>
  Math.min(...product.variants.map((variant) => eurosToCents(variant.price)));

/** A word with a one- or two-letter prefix ('T-särk', 'T-Shirt'). */
const SHORT_PREFIXED = /((?<![\p{L}-])\p{L}{1,2}-\p{L}+)/u;

/**
 * The name with 'T-särk' kept whole: the narrow choice broke 'Premium mahepuuvillane T-särk' after
 * its hyphen, leaving a lone 'T-' at a line's end. Longer words still break where they must.
 */
function keepShortPrefixes(name: string): ReactNode[] {
  return name.split(SHORT_PREFIXED).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The catalog's products as visible choices, with their lowest price. The spec hides its product
 * selector, which left every product but the first out of reach (docs/decisions/012).
 */
export function ProductChoices({ products, value, onChange }: ProductChoicesProps) {
  const { t } = useLingui();
  const { money } = useFormat();
  return (
    <div role="group" aria-label={t`Product`} className="grid grid-cols-2 gap-2">
      {products.map((product) => {
        const selected = value === product.product_id;
        const price = money(fromPrice(product));
        return (
          <button
            key={product.product_id}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(product.product_id)}
            className={cn(
              'grid cursor-pointer gap-0.5 rounded-md border bg-card px-3 py-2 text-left transition-colors hover:border-primary/60',
              selected && 'border-primary bg-accent text-accent-foreground hover:border-primary',
            )}
          >
            <span className="text-sm leading-snug font-semibold">{keepShortPrefixes(product.name)}</span>
            <span className={cn('text-xs', selected ? 'text-accent-foreground' : 'text-muted-foreground')}>
              {t({ comment: 'The lowest price of a product', message: `from ${price}` })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
