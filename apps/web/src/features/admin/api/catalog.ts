import {
  adminCatalogProductSchema,
  adminCatalogResponseSchema,
  adminCatalogVariantSchema,
  type PatchCatalogProductBody,
  type Locale,
  type PatchCatalogVariantBody,
} from '@prompttee/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './get-admin-data';

/**
 * GET /v1/admin/catalog: every product and variant with its usual prices, availability and sale,
 * named in the console's language (part of the key, so switching it fetches them again).
 */
export const adminCatalogQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...adminKey, 'catalog', locale],
    queryFn: ({ signal }) => api('/admin/catalog', { schema: adminCatalogResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** PATCH /v1/admin/catalog/products/{product_id}: a product, its colours or sizes on or off. */
export const patchCatalogProduct = (productId: string, body: PatchCatalogProductBody) =>
  api(`/admin/catalog/products/${encodeURIComponent(productId)}`, {
    method: 'PATCH',
    body,
    schema: adminCatalogProductSchema,
  });

/** PATCH /v1/admin/catalog/variants/{sku}: prices, availability or sale of one variant. */
export const patchCatalogVariant = (sku: string, body: PatchCatalogVariantBody) =>
  api(`/admin/catalog/variants/${encodeURIComponent(sku)}`, {
    method: 'PATCH',
    body,
    schema: adminCatalogVariantSchema,
  });
