import { apiErrorSchema, checkoutSessionQuerySchema, checkoutSessionResponseSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCheckoutSession } from '../modules/payments/get-checkout-session';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from '../plugins/authenticate';

/** GET /v1/checkout-session?session_id= (spec section 7): the /return page's payment status. */
export const checkoutSessionRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/checkout-session',
      {
        schema: {
          tags: ['Payments'],
          querystring: checkoutSessionQuerySchema,
          response: {
            200: checkoutSessionResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) =>
        getCheckoutSession(deps, { user: currentUser(request), sessionId: request.query.session_id }),
    );
  };
