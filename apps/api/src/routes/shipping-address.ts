import {
  apiErrorSchema,
  createShippingAddressBodySchema,
  deleteShippingAddressQuerySchema,
  shippingAddressListResponseSchema,
  shippingAddressParamsSchema,
  shippingAddressSchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShippingAddress,
  deleteShippingAddress,
  getShippingAddress,
  listShippingAddresses,
} from '../modules/addresses';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from '../plugins/authenticate';
import { userWriteLimit } from './user-write-limit';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** GET/POST/DELETE /v1/shipping-address and GET /v1/shipping-address/{id} (spec section 7). */
export const shippingAddressRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Shipping addresses'];

    app.get(
      '/shipping-address',
      { schema: { tags, response: { 200: shippingAddressListResponseSchema, 401: apiErrorSchema } } },
      async (request) => ({
        addresses: await listShippingAddresses(deps, { userId: currentUser(request).id }),
      }),
    );

    app.post(
      '/shipping-address',
      {
        preHandler: userWriteLimit(deps, 'address-create'),
        schema: {
          tags,
          body: createShippingAddressBodySchema,
          response: {
            201: shippingAddressSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const address = await createShippingAddress(deps, {
          userId: currentUser(request).id,
          address: request.body,
        });
        return reply.status(201).send(address);
      },
    );

    app.delete(
      '/shipping-address',
      {
        schema: {
          tags,
          querystring: deleteShippingAddressQuerySchema,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await deleteShippingAddress(deps, { userId: currentUser(request).id, id: request.query.id });
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/shipping-address/:id',
      {
        schema: {
          tags,
          params: shippingAddressParamsSchema,
          response: { 200: shippingAddressSchema, ...errors },
        },
      },
      async (request) => getShippingAddress(deps, { userId: currentUser(request).id, id: request.params.id }),
    );
  };
