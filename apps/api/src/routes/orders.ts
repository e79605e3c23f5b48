import {
  apiErrorSchema,
  createOrderBodySchema,
  createOrderResponseSchema,
  orderParamsSchema,
  resumePaymentResponseSchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrder } from '../modules/checkout/create-order';
import { resumePayment } from '../modules/checkout/resume-payment';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from '../plugins/authenticate';
import { userWriteLimit } from './user-write-limit';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};

// Loose: only the idempotency key is checked, every other header stays as it came.
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(255, 'Idempotency-Key must be at most 255 characters')
    .optional()
    .meta({
      description:
        'A key of your choosing (at most 255 characters): retrying with the same key answers with the same order instead of placing a second one',
      example: 'order-2026-12-07-kadri-1',
    }),
});

/** POST /v1/orders (spec section 7) and POST /v1/orders/{order_id}/resume-payment. */
export const orderRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Orders'];

    app.post(
      '/orders',
      {
        preHandler: userWriteLimit(deps, 'order-create'),
        schema: {
          tags,
          headers: idempotencyHeaders,
          body: createOrderBodySchema,
          response: { 201: createOrderResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const order = await createOrder(deps, {
          user: currentUser(request),
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return reply.status(201).send(order);
      },
    );

    app.post(
      '/orders/:order_id/resume-payment',
      {
        schema: {
          tags,
          params: orderParamsSchema,
          response: { 200: resumePaymentResponseSchema, ...errors },
        },
      },
      async (request) =>
        resumePayment(deps, { user: currentUser(request), orderId: request.params.order_id }),
    );
  };
