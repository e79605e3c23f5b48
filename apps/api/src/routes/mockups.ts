import { apiErrorSchema } from '@prompttee/domain';
import {
  designMockupParamsSchema,
  designMockupQuerySchema,
  designMockupResponseSchema,
  layersMockupBodySchema,
} from '@prompttee/domain/contracts/mockups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDesignMockup } from '../modules/mockups/get-design-mockup';
import { getLayersMockup } from '../modules/mockups/get-layers-mockup';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from '../plugins/authenticate';

/** GET /v1/designs/{design_id}/mockup: the design on a shirt at a placement (cart, checkout). */
export const mockupRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/designs/:design_id/mockup',
      {
        schema: {
          tags: ['Designs'],
          description:
            'The design at a placement on a product colour, rendered on the server and cached. ' +
            'The URLs are unguessable and immutable, so an image element can show them.',
          params: designMockupParamsSchema,
          querystring: designMockupQuerySchema,
          response: {
            200: designMockupResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            410: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const mockup = await getDesignMockup(deps, {
          userId: currentUser(request).id,
          designId: request.params.design_id,
          query: request.query,
        });
        // The same question always names the same files: the browser may keep the answer a day.
        reply.header('cache-control', 'private, max-age=86400');
        return mockup;
      },
    );

    app.post(
      '/mockups/layers',
      {
        schema: {
          tags: ['Designs'],
          description:
            "A side's layers composed as they will be printed, on a product colour: the cart's and " +
            "checkout's picture of a layered line. Each layer is checked as an order's would be.",
          body: layersMockupBodySchema,
          response: {
            200: designMockupResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            410: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const mockup = await getLayersMockup(deps, { userId: currentUser(request).id, body: request.body });
        reply.header('cache-control', 'private, max-age=86400');
        return mockup;
      },
    );
  };
