import type { Catalog, CatalogColor, CatalogProduct, CatalogSize, CatalogVariant } from './catalog';
import { eurosToCents } from './money';

// Here, not beside the catalogue's schemas: the cart reads it, and must not load zod's schemas with it.
export const DEFAULT_COLOR_HEX = '#CCCCCC';

// Lookups the designer (and the server, when it prices an order) runs over a parsed catalog.

export const DEFAULT_COLOR_CODE = 'WHI';
export const DEFAULT_SIZE_CODE = 'M';

export function findProduct(catalog: Catalog, productId: string): CatalogProduct | undefined {
  return catalog.products.find((product) => product.product_id === productId);
}

/** The variant with this sku in any product, with its product: how the server prices an order line. */
export function findVariantBySku(
  catalog: Catalog,
  sku: string,
): { product: CatalogProduct; variant: CatalogVariant } | undefined {
  for (const product of catalog.products) {
    const variant = product.variants.find((v) => v.sku === sku);
    if (variant) return { product, variant };
  }
  return undefined;
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/**
 * The colours a customer can actually buy: those some variant has, in the options' order, then
 * any the options forgot (named by code, grey swatch). An option no variant has is left out,
 * because picking it could only end in 'Error finding variant'.
 */
export function colorsOf(product: CatalogProduct): CatalogColor[] {
  const used = distinct(product.variants.map((v) => v.attributes.color));
  const defined = product.options.color.filter((c) => used.includes(c.code));
  const extra = used
    .filter((c) => !defined.some((d) => d.code === c))
    .map((c) => ({ code: c, name: c, hex: DEFAULT_COLOR_HEX }));
  return [...defined, ...extra];
}

/** The sizes some variant has, in the options' order (which is small to large), same rules as colours. */
export function sizesOf(product: CatalogProduct): CatalogSize[] {
  const used = distinct(product.variants.map((v) => v.attributes.size));
  const defined = product.options.size.filter((s) => used.includes(s.code));
  const extra = used.filter((s) => !defined.some((d) => d.code === s)).map((s) => ({ code: s, name: s }));
  return [...defined, ...extra];
}

export function findVariant(
  product: CatalogProduct,
  colorCode: string,
  sizeCode: string,
): CatalogVariant | undefined {
  return product.variants.find((v) => v.attributes.color === colorCode && v.attributes.size === sizeCode);
}

/** WHI when the product comes in white, else its first colour (spec section 4, designer load). */
export function defaultColorCode(product: CatalogProduct): string | undefined {
  const colors = colorsOf(product);
  return colors.find((c) => c.code === DEFAULT_COLOR_CODE)?.code ?? colors[0]?.code;
}

/** M when the product comes in M, else its first size. */
export function defaultSizeCode(product: CatalogProduct): string | undefined {
  const sizes = sizesOf(product);
  return sizes.find((s) => s.code === DEFAULT_SIZE_CODE)?.code ?? sizes[0]?.code;
}

export function priceCents(variant: CatalogVariant): number {
  return eurosToCents(variant.price);
}
