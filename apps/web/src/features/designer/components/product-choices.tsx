import { useLingui } from '@lingui/react/macro';
import { eurosToCents, type CatalogProduct } from '@prompttee/domain';
import { useFormat } from '@/i18n/use-format';
import { cn } from '@/lib/cn';
import { keepShortPrefixes } from '@/lib/keep-short-prefixes';

type ProductChoicesProps = {
  products: CatalogProduct[];
  value: string | null;
  onChange(productId: string): void;
};

const fromPrice = (product: CatalogProduct) =>
  Math.min(...product.variants.map((variant) => eurosToCents(variant.price)));

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
