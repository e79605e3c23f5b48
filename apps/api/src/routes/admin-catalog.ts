import {
  adminCatalogProductSchema,
  adminCatalogResponseSchema,
  adminCatalogVariantSchema,
  apiErrorSchema,
  catalogProductParamsSchema,
  catalogVariantParamsSchema,
  patchCatalogProductBodySchema,
  patchCatalogVariantBodySchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAdminCatalog } from '../modules/catalog/get-admin-catalog';
import { updateCatalogProduct } from '../modules/catalog/update-catalog-product';
import { updateCatalogVariant } from '../modules/catalog/update-catalog-variant';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { requestLocale } from '../plugins/request-locale';
import { currentOperator } from '../plugins/require-operator';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The console's catalogue: products, variants, prices per currency, availability and sales. */
export const adminCatalogRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];

    app.get(
      '/catalog',
      {
        schema: {
          tags,
          summary: 'Every product and variant with its usual prices, availability and sale',
          response: { 200: adminCatalogResponseSchema, ...errors },
        },
      },
      async (request) => getAdminCatalog(deps, { locale: requestLocale(request) }),
    );

    app.patch(
      '/catalog/products/:product_id',
      {
        schema: {
          tags,
          summary: 'Turn a product, or its colours and sizes, on or off (audited)',
          params: catalogProductParamsSchema,
          body: patchCatalogProductBodySchema,
          response: { 200: adminCatalogProductSchema, ...errors },
        },
      },
      async (request) =>
        updateCatalogProduct(deps, {
          operator: currentOperator(request),
          productId: request.params.product_id,
          body: request.body,
        }),
    );

    app.patch(
      '/catalog/variants/:sku',
      {
        schema: {
          tags,
          summary: 'Set a variant’s prices per currency, its availability or its sale (audited)',
          params: catalogVariantParamsSchema,
          body: patchCatalogVariantBodySchema,
          response: { 200: adminCatalogVariantSchema, ...errors },
        },
      },
      async (request) =>
        updateCatalogVariant(deps, {
          operator: currentOperator(request),
          sku: request.params.sku,
          body: request.body,
        }),
    );
  };
