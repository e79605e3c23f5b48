import { CATALOG_ERRORS, productIn, type Catalog } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useFormat } from '@/i18n/use-format';

export const CATALOG_URL = '/catalog/catalog.json';
export const catalogKey = ['catalog'] as const;

/**
 * The static product catalog (not the bearer API). parseCatalog throws 'Invalid catalog structure
 * received.' for a file without products; that text stays internal and the customer reads
 * 'Failed to load product catalog' (spec section 8). The catalogue's schemas (and zod) load beside
 * the file, not with the page.
 */
export async function getCatalog(signal?: AbortSignal): Promise<Catalog> {
  try {
    const [response, { parseCatalog }] = await Promise.all([
      fetch(CATALOG_URL, { signal: signal ?? null, headers: { accept: 'application/json' } }),
      import('@prompttee/domain/catalog'),
    ]);
    if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
    return parseCatalog(await response.json());
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('catalog load failed', err);
    throw new Error(CATALOG_ERRORS.loadFailed, { cause: err });
  }
}

/**
 * The operator changes prices, availability and sales while customers shop: the catalogue is read
 * again every 15 s while a page that shows it is open (an unchanged one costs a 304), and when
 * the tab comes back. `refetch()` is the spec's forced reload.
 */
export const catalogQuery = () =>
  queryOptions({
    queryKey: catalogKey,
    queryFn: ({ signal }) => getCatalog(signal),
    staleTime: 10_000,
    refetchInterval: 15_000,
    gcTime: Infinity,
    retry: 1,
  });

/** The catalogue in the page's language: product, colour and size names, safety facts. */
export function useCatalog() {
  const { locale } = useFormat();
  const select = useCallback(
    (catalog: Catalog): Catalog => ({ products: catalog.products.map((p) => productIn(p, locale)) }),
    [locale],
  );
  return useQuery({ ...catalogQuery(), select });
}
