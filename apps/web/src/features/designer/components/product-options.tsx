import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { LazyProductOptionFields } from './lazy-parts';
import type { ProductOptionsProps } from './product-option-fields';

/**
 * Spec section 2: product, side, placement, size and colour of the shirt in the preview. The
 * fields show with the catalogue, and their chunk loads beside it (hooks/use-selection.ts), so
 * they render at once when it arrives.
 */
export function ProductOptions(props: ProductOptionsProps) {
  const { t } = useLingui();
  return (
    <Card role="region" aria-label={t`Product options`} className="grid gap-5 p-4 sm:p-5">
      {props.selection.products.length > 0 && (
        <Suspense fallback={null}>
          <LazyProductOptionFields {...props} />
        </Suspense>
      )}
    </Card>
  );
}
