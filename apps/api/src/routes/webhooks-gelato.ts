import { apiErrorSchema, producerWebhookQuerySchema, webhookReceivedSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleProducerWebhook } from '../modules/fulfilment/handle-producer-webhook';
import type { UseCaseDeps } from '../modules/use-case-deps';

/**
 * POST /v1/webhooks/gelato, in the public webhook scope (raw JSON bytes). Gelato proves itself with
 * our shared secret, GELATO_WEBHOOK_SECRET, sent as the custom header `X-Gelato-Webhook-Secret`
 * configured on the webhook (or as `?token=` in its URL).
 */
export const gelatoWebhookRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/gelato',
      {
        schema: {
          tags: ['Webhooks'],
          security: [],
          querystring: producerWebhookQuerySchema,
          response: {
            200: webhookReceivedSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => {
        await handleProducerWebhook(deps, {
          headers: request.headers,
          query: request.query,
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        });
        return { received: true as const };
      },
    );
  };
