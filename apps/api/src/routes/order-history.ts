import {
  apiErrorSchema,
  orderItemsResponseSchema,
  orderParamsSchema,
  ordersResponseSchema,
} from '@prompttee/domain';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOrderItems } from '../modules/orders/list-order-items';
import { listOrders } from '../modules/orders/list-orders';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from '../plugins/authenticate';

/** GET /v1/orders and GET /v1/orders/{order_id}/items (spec section 7): the order history. */
export const orderHistoryRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Orders'];

    // The reply is bytes: a history is serialised once, by this route's serialiser (which checks
    // the contract in the tests), and the same bytes are sent until the customer's orders change.
    // Bytes are not a reply of the zod type, so this route is typed by Fastify's default provider.
    app
      .withTypeProvider<FastifyTypeProviderDefault>()
      .get(
        '/orders',
        { schema: { tags, response: { 200: ordersResponseSchema, 401: apiErrorSchema } } },
        async (request, reply) => {
          const history = await listOrders(deps, { userId: currentUser(request).id });
          const body = history.serialised(reply.getSerializationFunction('200')!);
          return reply.type('application/json; charset=utf-8').send(body);
        },
      );

    app.get(
      '/orders/:order_id/items',
      {
        schema: {
          tags,
          params: orderParamsSchema,
          response: {
            200: orderItemsResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => ({
        items: await listOrderItems(deps, {
          userId: currentUser(request).id,
          orderId: request.params.order_id,
        }),
      }),
    );
  };
