import { apiErrorSchema } from '@prompttee/domain';
import {
  designMockupParamsSchema,
  designMockupQuerySchema,
  designMockupResponseSchema,
} from '@prompttee/domain/contracts/mockups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDesignMockup } from '../modules/mockups/get-design-mockup';
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
  };
