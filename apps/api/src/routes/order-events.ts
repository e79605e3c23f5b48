import { apiErrorSchema, orderEventsResponseSchema, orderParamsSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { listOrderEvents } from '../modules/orders/list-order-events';
import { currentUser } from '../plugins/authenticate';

/** GET /v1/orders/{order_id}/events: an order's status history, for its owner only. */
export const orderEventsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/:order_id/events',
      {
        schema: {
          tags: ['Orders'],
          params: orderParamsSchema,
          response: {
            200: orderEventsResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => ({
        events: await listOrderEvents(deps, {
          userId: currentUser(request).id,
          orderId: request.params.order_id,
        }),
      }),
    );
  };
