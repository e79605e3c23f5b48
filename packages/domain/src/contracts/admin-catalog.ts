import * as z from 'zod/mini';
import { catalogColorSchema, catalogPricesSchema, catalogSizeSchema } from '../catalog';
import { isoDateTimeSchema } from './common';

// The console's catalogue: GET /v1/admin/catalog, PATCH /v1/admin/catalog/products/{product_id}
// and PATCH /v1/admin/catalog/variants/{sku}.

const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** A reduction as the operator set it: its prices and its period (the end excluded). */
export const adminSaleSchema = z.object({
  prices: catalogPricesSchema,
  starts_at: isoDateTimeSchema,
  ends_at: isoDateTimeSchema,
  /** The lowest price of the 30 days before it starts, per currency, as the shop shows it. */
  lowest_prior_prices: catalogPricesSchema,
});

export const adminCatalogVariantSchema = z.object({
  sku: z.string(),
  color: z.string(),
  size: z.string(),
  available: z.boolean(),
  /** The usual price per currency. */
  prices: catalogPricesSchema,
  /** The reduction running now or the next one set, else null. */
  sale: z.nullable(adminSaleSchema),
  updated_at: isoDateTimeSchema,
});
export type AdminCatalogVariant = z.infer<typeof adminCatalogVariantSchema>;

export const adminCatalogProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  available: z.boolean(),
  colors: z.array(catalogColorSchema),
  sizes: z.array(catalogSizeSchema),
  variants: z.array(adminCatalogVariantSchema),
});
export type AdminCatalogProduct = z.infer<typeof adminCatalogProductSchema>;

export const adminCatalogResponseSchema = z.object({ products: z.array(adminCatalogProductSchema) });
export type AdminCatalogResponse = z.infer<typeof adminCatalogResponseSchema>;

export const catalogProductParamsSchema = z.object({ product_id: code });
export const catalogVariantParamsSchema = z.object({ sku: code });

const atLeastOne = (keys: string[]) =>
  z.refine((body: unknown) => keys.some((key) => (body as Record<string, unknown>)[key] !== undefined), {
    message: `Send at least one of ${keys.join(', ')}`,
  });

/**
 * A product on or off, its colours and sizes on or off (every variant of them), and a sale of
 * every variant by a percentage for a period (null ends their sales).
 */
export const patchCatalogProductBodySchema = z
  .strictObject({
    available: z.optional(z.boolean()),
    colors: z.optional(z.record(code, z.boolean())),
    sizes: z.optional(z.record(code, z.boolean())),
    sale: z.optional(
      z.nullable(
        z.strictObject({
          percent_off: z.number().check(z.int(), z.minimum(1), z.maximum(90)),
          starts_at: isoDateTimeSchema,
          ends_at: isoDateTimeSchema,
        }),
      ),
    ),
  })
  .check(atLeastOne(['available', 'colors', 'sizes', 'sale']));
export type PatchCatalogProductBody = z.infer<typeof patchCatalogProductBodySchema>;

/** A variant's usual prices (those sent; the others stay), its availability, and its sale (null ends it). */
export const patchCatalogVariantBodySchema = z
  .strictObject({
    prices: z.optional(catalogPricesSchema),
    available: z.optional(z.boolean()),
    sale: z.optional(
      z.nullable(
        z.strictObject({
          prices: catalogPricesSchema,
          starts_at: isoDateTimeSchema,
          ends_at: isoDateTimeSchema,
        }),
      ),
    ),
  })
  .check(atLeastOne(['prices', 'available', 'sale']));
export type PatchCatalogVariantBody = z.infer<typeof patchCatalogVariantBodySchema>;
