import { useSearchParams } from 'react-router';
import type { CatalogProduct } from '@prompttee/domain';
import { useMemo } from 'react';
import { useCatalog } from '../api/get-catalog';
import { resolveSelection, type ResolvedSelection } from '../lib/resolve-selection';
import { useDesignerStore } from '../stores/designer-store';

export type Selection = ResolvedSelection & {
  catalogLoading: boolean;
  catalogError: string | null;
  reloadCatalog(): void;
  products: CatalogProduct[];
};

/**
 * The catalog and what is chosen from it. `?product=<id>` picks a product on arrival (a link to the
 * premium shirt, say); an unknown id shows 'Product with ID {id} not found.'.
 */
export function useSelection(): Selection {
  const catalog = useCatalog();
  const [params] = useSearchParams();
  const productId = useDesignerStore((s) => s.productId) ?? params.get('product');
  const colorCode = useDesignerStore((s) => s.colorCode);
  const sizeCode = useDesignerStore((s) => s.sizeCode);
  const resolved = useMemo(
    () =>
      catalog.data
        ? resolveSelection(catalog.data, { productId, colorCode, sizeCode })
        : resolveSelection({ products: [] }, { productId: null, colorCode: null, sizeCode: null }),
    [catalog.data, productId, colorCode, sizeCode],
  );
  return {
    ...resolved,
    // Before the catalog answers there is nothing to complain about yet.
    error: catalog.data ? resolved.error : null,
    catalogLoading: catalog.isPending,
    catalogError: catalog.error ? catalog.error.message : null,
    reloadCatalog: () => void catalog.refetch(),
    products: catalog.data?.products ?? [],
  };
}
