import * as z from 'zod/mini';
import { CATALOG_ERRORS } from './catalog-errors';
import { DEFAULT_COLOR_HEX } from './catalog-queries';
import { currencySchema } from './contracts/currency';
import { printLocationSchema } from './contracts/print-location';
import type { Currency } from './currency';
import { eurosToCents, hasCurrencyDigits } from './money';
import { DESIGN_ASPECT } from './placement';

// The product catalog JSON of spec section 3. The strict schemas describe a clean catalog (the
// catalog package checks its file against them); parseCatalog is the forgiving loader the shop
// uses, which drops what it cannot sell instead of failing the whole designer. Every schema of the
// catalogue is here, and the lookups over a parsed one (prices, print areas, texts) are in files
// without zod: a page loads this file beside the catalogue it parses (decision 031).

const HEX = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;
const code = z.string().check(z.trim(), z.minLength(1));
// Euros with at most two decimals, as the catalog writes them (24.99).
const euroPrice = z.number().check(
  z.nonnegative(),
  z.refine((euros) => eurosToCents(euros) / 100 === euros, 'Price must have at most two decimals'),
);

/** `prices` of a variant or a shipping rate: ISO 4217 code -> price in major units. */
export const catalogPricesSchema = z.partialRecord(currencySchema, z.number().check(z.nonnegative())).check(
  z.superRefine((prices, ctx) => {
    for (const [currency, price] of Object.entries(prices) as [Currency, number][]) {
      if (!hasCurrencyDigits(price, currency)) {
        const message = `A ${currency} price has too many decimals`;
        ctx.addIssue({ code: 'custom', path: [currency], message, input: price });
      }
    }
  }),
);
export type CatalogPrices = z.infer<typeof catalogPricesSchema>;

/**
 * A reduction running now (Price Indication Directive 98/6/EC, article 6a): the usual price to
 * strike through, and the lowest price of the 30 days before the reduction began, which the shop
 * must show beside it; both per currency, as `prices`.
 */
export const catalogSaleSchema = z.object({
  regular_prices: catalogPricesSchema,
  lowest_prior_prices: catalogPricesSchema,
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
});
export type CatalogSale = z.infer<typeof catalogSaleSchema>;

/** Shipping by the parcel's weight (grams, as the spec's table): up to `max_weight`, null above all. */
export const catalogShippingSchema = z.object({
  rates: z
    .array(z.object({ max_weight: z.nullable(z.number().check(z.positive())), prices: catalogPricesSchema }))
    .check(z.minLength(1)),
});
export type CatalogShipping = z.infer<typeof catalogShippingSchema>;

/** Width over height may stray this far from 3:4 (a millimetre's rounding on a sleeve). */
const ASPECT_TOLERANCE = 0.005;

/** One of a product's print areas (`print_areas`): its print size and what printing it adds. */
export const catalogPrintAreaSchema = z
  .object({
    id: printLocationSchema,
    /** The area in English, for clients that word none of their own ('Left sleeve'). */
    name: z.string().check(z.minLength(1)),
    width_mm: z.number().check(z.positive(), z.maximum(600)),
    height_mm: z.number().check(z.positive(), z.maximum(800)),
    /** What printing this area adds in euros, unless it is the item's first (then it is in the price). */
    price: z.number().check(z.nonnegative()),
    /** The same per currency, as a variant's `prices`. */
    prices: z.optional(catalogPricesSchema),
  })
  .check(
    z.refine(
      (area) => Math.abs(area.width_mm / area.height_mm - DESIGN_ASPECT) <= ASPECT_TOLERANCE,
      // A placement is a fraction of its area: on 3:4 areas it means the same picture everywhere.
      'A print area must be 3:4 (width to height), as every design is',
    ),
  );
export type CatalogPrintArea = z.infer<typeof catalogPrintAreaSchema>;

/**
 * A product's texts in another language than the spec's English: its name, its colours' and
 * sizes' names by code, and the words of its safety facts (who makes it stays as it is).
 */
export const catalogProductTextsSchema = z.object({
  name: z.string().check(z.minLength(1)),
  colors: z.record(z.string(), z.string().check(z.minLength(1))),
  sizes: z.record(z.string(), z.string().check(z.minLength(1))),
  safety: z.optional(
    z.object({
      identifier: z.string().check(z.minLength(1)),
      material: z.string().check(z.minLength(1)),
      care: z.string().check(z.minLength(1)),
      warnings: z.array(z.string().check(z.minLength(1))),
    }),
  ),
});
export type CatalogProductTexts = z.infer<typeof catalogProductTextsSchema>;

/** `catalog.json`'s `translations` of a product, by language (English is the product itself). */
export const catalogTranslationsSchema = z.partialRecord(z.enum(['et']), catalogProductTextsSchema);
export type CatalogTranslations = z.infer<typeof catalogTranslationsSchema>;

export const catalogColorSchema = z.object({
  code,
  name: z.string().check(z.minLength(1)),
  hex: z.string().check(z.regex(HEX)),
});
export const catalogSizeSchema = z.object({ code, name: z.string().check(z.minLength(1)) });

export const catalogVariantSchema = z.object({
  sku: code,
  // The price in euros (the spec's field), kept for clients that know no other currency.
  price: euroPrice,
  // Not part of the spec's format: the price set in each currency the shop sells in.
  prices: z.optional(catalogPricesSchema),
  // Empty when the variant has no Stripe price; the payment adapter then charges price_data.
  stripe_price_id: z.string(),
  attributes: z.object({ color: z.string(), size: z.string() }),
  // '' when the catalog has no picture for that side; the preview falls back to the front. Not
  // part of the spec's format: a view of each further print area (a sleeve seen close up).
  image_urls: z.object({
    front: z.string(),
    back: z.string(),
    left_sleeve: z.optional(z.string()),
    right_sleeve: z.optional(z.string()),
    neck_label: z.optional(z.string()),
  }),
  // Not part of the spec's format: false when the operator has it off (shown sold out).
  available: z.optional(z.boolean()),
  // Not part of the spec's format: a reduction running now; `price` and `prices` are its prices.
  sale: z.optional(catalogSaleSchema),
});

/**
 * What the General Product Safety Regulation ((EU) 2023/988, article 19) has a distance seller
 * show before purchase: who makes the product and how to reach them, how to identify it, and its
 * material, care and warnings. Optional: not part of the spec's catalog format.
 */
export const catalogSafetySchema = z.object({
  manufacturer: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  email: z.email(),
  identifier: z.string().check(z.minLength(1)),
  material: z.string().check(z.minLength(1)),
  care: z.string().check(z.minLength(1)),
  warnings: z.array(z.string().check(z.minLength(1))),
});

export const catalogProductSchema = z.object({
  product_id: code,
  name: z.string().check(z.minLength(1)),
  variants: z.array(catalogVariantSchema).check(z.minLength(1)),
  options: z.object({ color: z.array(catalogColorSchema), size: z.array(catalogSizeSchema) }),
  safety: z.optional(catalogSafetySchema),
  // Not part of the spec's format: the product's texts in the shop's other languages.
  translations: z.optional(catalogTranslationsSchema),
  // Not part of the spec's format: where it prints, each area's size and added price. Without it
  // a product prints front and back at 12 x 16 in, both in its price.
  print_areas: z.optional(
    z.array(catalogPrintAreaSchema).check(
      z.minLength(1),
      z.refine((areas) => new Set(areas.map((a) => a.id)).size === areas.length, 'Each print area once'),
    ),
  ),
});

export const catalogSchema = z.object({
  products: z.array(catalogProductSchema),
  // Not part of the spec's format: the shipping estimate's rates in each currency.
  shipping: z.optional(catalogShippingSchema),
});

export type CatalogColor = z.infer<typeof catalogColorSchema>;
export type CatalogSize = z.infer<typeof catalogSizeSchema>;
export type CatalogVariant = z.infer<typeof catalogVariantSchema>;
export type CatalogProduct = z.infer<typeof catalogProductSchema>;
export type CatalogSafety = z.infer<typeof catalogSafetySchema>;
export type Catalog = z.infer<typeof catalogSchema>;

// The forgiving shapes: anything optional falls back instead of failing its product.
const text = z.catch(z.string(), '');
const looseVariant = z.object({
  sku: code,
  price: euroPrice,
  // Unreadable prices are left out: the variant sells in euros only.
  prices: z.catch(z.optional(catalogPricesSchema), undefined),
  stripe_price_id: text,
  attributes: z.catch(z.object({ color: text, size: text }), { color: '', size: '' }),
  image_urls: z.catch(
    z.object({
      front: text,
      back: text,
      left_sleeve: z.catch(z.optional(z.string()), undefined),
      right_sleeve: z.catch(z.optional(z.string()), undefined),
      neck_label: z.catch(z.optional(z.string()), undefined),
    }),
    { front: '', back: '' },
  ),
  available: z.catch(z.optional(z.boolean()), undefined),
  // An unreadable sale is left out: the price is shown without its usual price.
  sale: z.catch(z.optional(catalogSaleSchema), undefined),
});
const looseColor = z.object({
  code,
  name: text,
  hex: z.catch(z.string().check(z.regex(HEX)), DEFAULT_COLOR_HEX),
});
const looseSize = z.object({ code, name: text });
const looseProduct = z.object({
  product_id: code,
  name: text,
  variants: z.array(z.unknown()),
  options: z.catch(
    z.object({ color: z.catch(z.array(z.unknown()), []), size: z.catch(z.array(z.unknown()), []) }),
    { color: [], size: [] },
  ),
  // Incomplete safety information is left out rather than shown half.
  safety: z.catch(z.optional(catalogSafetySchema), undefined),
  // Unreadable translations are left out: the product shows in English.
  translations: z.catch(z.optional(catalogTranslationsSchema), undefined),
  // An unreadable area is left out; a product left with none prints as the spec's tees do.
  print_areas: z.catch(z.optional(z.array(z.unknown())), undefined),
});

function printAreasField(raw: unknown[] | undefined) {
  const seen = new Set<string>();
  const areas = keepValid(catalogPrintAreaSchema, raw ?? []).filter(
    (area) => !seen.has(area.id) && Boolean(seen.add(area.id)),
  );
  return areas.length > 0 ? { print_areas: areas } : {};
}

function keepValid<T>(schema: z.ZodMiniType<T>, values: readonly unknown[]): T[] {
  return values.flatMap((value) => {
    const result = schema.safeParse(value);
    return result.success ? [result.data] : [];
  });
}

/**
 * Reads the catalog JSON. Throws 'Invalid catalog structure received.' without a products array;
 * skips products without product_id or sellable variants, and variants without sku or a valid
 * price (a variant we cannot price cannot be sold). Missing names fall back to codes.
 */
export function parseCatalog(json: unknown): Catalog {
  const products =
    typeof json === 'object' && json !== null && 'products' in json ? (json.products as unknown) : undefined;
  if (!Array.isArray(products)) throw new Error(CATALOG_ERRORS.invalidStructure);
  const shipping = catalogShippingSchema.safeParse((json as { shipping?: unknown }).shipping);

  return {
    ...(shipping.success && { shipping: shipping.data }),
    products: keepValid(looseProduct, products).flatMap((raw): CatalogProduct[] => {
      const variants = keepValid(looseVariant, raw.variants);
      if (variants.length === 0) return [];
      const color = keepValid(looseColor, raw.options.color).map((c) => ({ ...c, name: c.name || c.code }));
      const size = keepValid(looseSize, raw.options.size).map((s) => ({ ...s, name: s.name || s.code }));
      const product = { product_id: raw.product_id, name: raw.name || raw.product_id, variants };
      return [
        {
          ...product,
          options: { color, size },
          ...(raw.safety && { safety: raw.safety }),
          ...(raw.translations && { translations: raw.translations }),
          ...printAreasField(raw.print_areas),
        },
      ];
    }),
  };
}
