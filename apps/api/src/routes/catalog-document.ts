import type { FastifyPluginAsync } from 'fastify';
import type { UseCaseDeps } from '../modules/use-case-deps';

/**
 * GET /catalog/catalog.json: the catalogue customers see, as the operator keeps it now. Revalidated
 * on every use (no-cache with an entity tag, so an unchanged catalogue costs a 304), because a
 * price, a sold-out colour or a sale must reach the designer within seconds.
 */
export const catalogDocumentRoutes =
  (deps: Pick<UseCaseDeps, 'catalogStore'>): FastifyPluginAsync =>
  async (app) => {
    app.get('/catalog/catalog.json', async (request, reply) => {
      const { body, etag } = deps.catalogStore.document();
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    });
  };
