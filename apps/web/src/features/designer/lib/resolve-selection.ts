import { i18n, type MessageDescriptor } from '@lingui/core';
import {
  colorsOf,
  defaultColorCode,
  defaultSizeCode,
  findProduct,
  findVariant,
  sizesOf,
  type Catalog,
  type CatalogColor,
  type CatalogProduct,
  type CatalogSize,
  type CatalogVariant,
  type PrintLocation,
} from '@prompttee/domain';
import { CATALOG_TEXTS } from './catalog-texts';

/** What the customer picked; null means "the default" (spec section 4, designer load). */
export type SelectionChoice = { productId: string | null; colorCode: string | null; sizeCode: string | null };

export type ResolvedSelection = {
  product: CatalogProduct | null;
  colors: CatalogColor[];
  sizes: CatalogSize[];
  color: CatalogColor | null;
  size: CatalogSize | null;
  variant: CatalogVariant | null;
  /** One of the spec's 'Error!' banner texts, in the page's language, or null. */
  error: string | null;
};

/** Words a text in the page's language (the page's Lingui `_`, which changes with it). */
type Say = (text: MessageDescriptor) => string;

const nothing: ResolvedSelection = {
  product: null,
  colors: [],
  sizes: [],
  color: null,
  size: null,
  variant: null,
  error: null,
};

/**
 * The product, colour, size and variant on screen, re-resolved from the catalog whenever a choice
 * changes: the first product unless one was asked for, WHI else the first colour, M else the
 * first size. A choice the product does not have falls back to that product's default, so
 * switching product never strands the customer on a colour it lacks.
 */
export function resolveSelection(
  catalog: Catalog,
  choice: SelectionChoice,
  say: Say = (text) => i18n._(text),
): ResolvedSelection {
  if (catalog.products.length === 0) return { ...nothing, error: say(CATALOG_TEXTS.noProducts) };
  const product = choice.productId ? findProduct(catalog, choice.productId) : catalog.products[0];
  if (!product)
    return {
      ...nothing,
      error: say({ ...CATALOG_TEXTS.productNotFound, values: { productId: choice.productId ?? '' } }),
    };

  const colors = colorsOf(product);
  const sizes = sizesOf(product);
  const colorCode = colors.some((c) => c.code === choice.colorCode)
    ? choice.colorCode
    : defaultColorCode(product);
  const sizeCode = sizes.some((s) => s.code === choice.sizeCode) ? choice.sizeCode : defaultSizeCode(product);
  const color = colors.find((c) => c.code === colorCode) ?? null;
  const size = sizes.find((s) => s.code === sizeCode) ?? null;
  const variant = color && size ? (findVariant(product, color.code, size.code) ?? null) : null;
  const error = color && size && !variant ? say(CATALOG_TEXTS.variantNotFound) : null;
  return { product, colors, sizes, color, size, variant, error };
}

/** The product picture for the side on show; the front when the catalog has no back picture. */
export function previewImageOf(variant: CatalogVariant | null, side: PrintLocation): string | null {
  if (!variant) return null;
  return variant.image_urls[side] || variant.image_urls.front || null;
}
