import { catalogSchema } from '@prompttee/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { UseCaseDeps } from '../modules/use-case-deps';

/**
 * GET /catalog/catalog.json: the catalogue customers see, as the operator keeps it now. Revalidated
 * on every use (no-cache with an entity tag, so an unchanged catalogue costs a 304), because a
 * price, a sold-out colour or a sale must reach the designer within seconds.
 */
export const catalogDocumentRoutes =
  (deps: Pick<UseCaseDeps, 'catalogStore'>): FastifyPluginAsync =>
  async (app) => {
    app.get(
      '/catalog/catalog.json',
      {
        // The body is the stored document's text, sent as it is: the schema documents it.
        schema: {
          tags: ['catalog'],
          summary: 'The product catalogue: products, variants, prices per currency, print areas',
          description:
            'Public, no token. Revalidate with If-None-Match: an unchanged catalogue answers 304. ' +
            "An order item names a variant by its `sku`; each product's `print_areas` say where it prints.",
          security: [],
          response: {
            200: catalogSchema,
            304: z.null().describe('Not modified: the catalogue is still the one the If-None-Match names'),
          },
        },
      },
      async (request, reply) => {
        const { body, etag } = deps.catalogStore.document();
        reply.header('etag', etag).header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  };
