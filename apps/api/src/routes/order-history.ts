import {
  type Order,
  apiErrorSchema,
  orderItemsResponseSchema,
  orderParamsSchema,
  ordersResponseSchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOrderItems } from '../modules/orders/list-order-items';
import { listOrders } from '../modules/orders/list-orders';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from '../plugins/authenticate';

// One frozen reply per frozen list (list-orders.ts), so the serializer writes its bytes once.
const replies = new WeakMap<Order[], { orders: Order[] }>();
const ordersReply = (orders: Order[]) => {
  let reply = replies.get(orders);
  if (!reply) replies.set(orders, (reply = Object.freeze({ orders })));
  return reply;
};

/** GET /v1/orders and GET /v1/orders/{order_id}/items (spec section 7): the order history. */
export const orderHistoryRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Orders'];

    app.get(
      '/orders',
      { schema: { tags, response: { 200: ordersResponseSchema, 401: apiErrorSchema } } },
      async (request) => ordersReply(await listOrders(deps, { userId: currentUser(request).id })),
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
