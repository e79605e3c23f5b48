import { useSearchParams } from 'react-router';
import type { CatalogProduct } from '@prompttee/domain';
import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useCatalog } from '../api/get-catalog';
import { catalogViewsLoaded, preloadCatalogViews } from '../components/lazy-parts';
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
  // What shows the catalogue loads beside it: the catalogue counts as arrived once both have, so
  // the options, the price and the shirt appear together, at once.
  const viewsIn = useCatalogViews();
  const data = viewsIn ? catalog.data : undefined;
  const [params] = useSearchParams();
  const productId = useDesignerStore((s) => s.productId) ?? params.get('product');
  const colorCode = useDesignerStore((s) => s.colorCode);
  const sizeCode = useDesignerStore((s) => s.sizeCode);
  const resolved = useMemo(
    () =>
      data
        ? resolveSelection(data, { productId, colorCode, sizeCode }, _)
        : resolveSelection({ products: [] }, { productId: null, colorCode: null, sizeCode: null }, _),
    [data, productId, colorCode, sizeCode, _],
  );
  return {
    ...resolved,
    // Before the catalog answers there is nothing to complain about yet.
    error: data ? resolved.error : null,
    catalogLoading: catalog.isPending || (catalog.data !== undefined && !viewsIn),
    // The loader throws one error only (the spec's 'Failed to load product catalog').
    catalogError: catalog.error ? _(CATALOG_TEXTS.loadFailed) : null,
    reloadCatalog: () => void catalog.refetch(),
    products: data?.products ?? [],
  };
}

/** Whether the catalogue's views (lazy-parts.ts) have arrived; they start loading with the page. */
function useCatalogViews(): boolean {
  const [loaded, setLoaded] = useState(catalogViewsLoaded);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    // A chunk that could not load (offline) is tried again as it renders, and fails there.
    const arrived = () => mounted && setLoaded(true);
    preloadCatalogViews().then(arrived, arrived);
    return () => {
      mounted = false;
    };
  }, [loaded]);
  return loaded;
}
