import {
  findVariantBySku,
  parseCatalog,
  variantNamesIn,
  type Catalog,
  type OrderItem,
} from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useFormat } from '@/i18n/use-format';

/** The static catalogue (the browser's cache usually has it already), for its names in each language. */
async function getCatalogNames(signal?: AbortSignal): Promise<Catalog> {
  const response = await fetch('/catalog/catalog.json', {
    signal: signal ?? null,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return parseCatalog(await response.json());
}

const catalogNamesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'names'] as const,
    queryFn: ({ signal }) => getCatalogNames(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

/**
 * An order line's product, colour and size names in the page's language, from the catalogue's
 * translations by its codes: the order keeps the English names ('Classic Unisex T-Shirt', 'White',
 * 'Medium'), which an Estonian order history showed as they were. Null in English (the order's own
 * names stand), while the catalogue loads, and for a product it no longer has.
 */
export function useItemNames(item: Pick<OrderItem, 'sku' | 'color_code' | 'size_code'>) {
  const { locale } = useFormat();
  const translated = locale !== 'en';
  const { data: catalog } = useQuery({ ...catalogNamesQuery(), enabled: translated });
  if (!translated || !catalog) return null;
  const product = findVariantBySku(catalog, item.sku)?.product;
  return variantNamesIn(product, item.color_code, item.size_code, locale);
}
