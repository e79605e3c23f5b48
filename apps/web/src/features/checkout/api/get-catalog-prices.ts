import type { Catalog } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The static catalogue the designer reads too (the browser's cache usually has it already). */
const CATALOG_URL = '/catalog/catalog.json';

/**
 * The catalogue's prices per currency, for checkout's totals in the customer's currency. Its own
 * key: checkout reads only prices, and must not depend on the designer's query.
 */
export async function getCatalogPrices(signal?: AbortSignal): Promise<Catalog> {
  // The catalogue's schema loads beside the file, not with the page.
  const [response, { parseCatalog }] = await Promise.all([
    fetch(CATALOG_URL, { signal: signal ?? null, headers: { accept: 'application/json' } }),
    import('@prompttee/domain/catalog'),
  ]);
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return parseCatalog(await response.json());
}

export const catalogPricesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'prices'] as const,
    queryFn: ({ signal }) => getCatalogPrices(signal),
    // The operator may change a price or start a sale while the customer checks out.
    staleTime: 10_000,
    retry: 1,
  });

export function useCatalogPrices() {
  return useQuery(catalogPricesQuery());
}
