import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalog } from '@prompttee/domain/catalog';

export * from './mockup-layers';
export * from './print-area';

/** The folder the shop serves as static files: catalog/catalog.json and catalog/mockups/... */
export const catalogPublicDir = fileURLToPath(new URL('../public', import.meta.url));
export const catalogJsonPath = path.join(catalogPublicDir, 'catalog', 'catalog.json');
export const producerMapPath = path.join(catalogPublicDir, 'catalog', 'producer-map.json');

/** The file on disk behind a /catalog/... URL (a colour mockup or a mockup layer). */
export const catalogFilePath = (url: string) =>
  path.join(catalogPublicDir, ...url.split('/').filter(Boolean));

/**
 * The catalog file as written (spec section 3): the domain package's strict catalog schema is its
 * one definition, so the file, the loader and the designer can never disagree about its shape.
 */
export type CatalogFile = Catalog;

/** How the print producer names our variants: kept out of catalog.json, whose format the spec fixes. */
export type ProducerMap = {
  producer: 'gelato';
  products: Record<
    string,
    {
      /** With `{size}` and `{color}` placeholders, e.g. '..._gsi_{size}_gco_{color}_gpr_4-4'. */
      product_uid_template: string;
      /** Our colour code -> the producer's colour name. */
      colors: Record<string, string>;
      /** Our size code -> the producer's size name. */
      sizes: Record<string, string>;
    }
  >;
};

/** Reads the catalog JSON from disk (synchronously: it is read once at start-up). */
export function readCatalogFile(): CatalogFile {
  return JSON.parse(readFileSync(catalogJsonPath, 'utf8')) as CatalogFile;
}

export function readProducerMap(): ProducerMap {
  return JSON.parse(readFileSync(producerMapPath, 'utf8')) as ProducerMap;
}

/** The producer's product UID for one variant, or undefined when the map does not know it. */
export function producerProductUid(
  map: ProducerMap,
  productId: string,
  colorCode: string,
  sizeCode: string,
): string | undefined {
  const product = map.products[productId];
  const color = product?.colors[colorCode];
  const size = product?.sizes[sizeCode];
  if (!product || !color || !size) return undefined;
  return product.product_uid_template.replace('{size}', size).replace('{color}', color);
}
