import { apiErrorSchema, webhookReceivedSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleStripeWebhook } from '../modules/payments/handle-stripe-webhook';
import type { UseCaseDeps } from '../modules/use-case-deps';

/**
 * POST /v1/webhooks/stripe. Registered in the public webhook scope, whose JSON parser keeps the raw
 * bytes: Stripe signs the body exactly as sent, so it must not be parsed and re-serialised first.
 */
export const stripeWebhookRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/stripe',
      {
        schema: {
          tags: ['Webhooks'],
          security: [],
          response: {
            200: webhookReceivedSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        await handleStripeWebhook(deps, {
          rawBody: raw,
          signature: typeof signature === 'string' ? signature : undefined,
        });
        return { received: true as const };
      },
    );
  };
