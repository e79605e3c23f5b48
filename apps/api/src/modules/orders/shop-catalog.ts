import { readCatalogFile } from '@prompttee/catalog';
import { parseCatalog, type Catalog } from '@prompttee/domain';

/**
 * The catalog the server prices orders from: packages/catalog's file, read once at start-up and
 * checked by the same parser as the designer. A shop with nothing to sell refuses to start.
 */
export function loadShopCatalog(read: () => unknown = readCatalogFile): Catalog {
  const catalog = parseCatalog(read());
  if (catalog.products.length === 0) throw new Error('The catalog has no products the shop can sell.');
  return catalog;
}
