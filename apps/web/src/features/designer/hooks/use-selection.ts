import { useSearchParams } from 'react-router';
import type { CatalogProduct } from '@prompttee/domain';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { useCatalog } from '../api/get-catalog';
import { CATALOG_TEXTS } from '../lib/catalog-texts';
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
  // `_` changes with the language, so the banner's texts are written again in the new one.
  const { _ } = useLingui();
  const catalog = useCatalog();
  const [params] = useSearchParams();
  const productId = useDesignerStore((s) => s.productId) ?? params.get('product');
  const colorCode = useDesignerStore((s) => s.colorCode);
  const sizeCode = useDesignerStore((s) => s.sizeCode);
  const resolved = useMemo(
    () =>
      catalog.data
        ? resolveSelection(catalog.data, { productId, colorCode, sizeCode }, _)
        : resolveSelection({ products: [] }, { productId: null, colorCode: null, sizeCode: null }, _),
    [catalog.data, productId, colorCode, sizeCode, _],
  );
  return {
    ...resolved,
    // Before the catalog answers there is nothing to complain about yet.
    error: catalog.data ? resolved.error : null,
    catalogLoading: catalog.isPending,
    // The loader throws one error only (the spec's 'Failed to load product catalog').
    catalogError: catalog.error ? _(CATALOG_TEXTS.loadFailed) : null,
    reloadCatalog: () => void catalog.refetch(),
    products: catalog.data?.products ?? [],
  };
}
