import { producerWebhookQuerySchema, webhookReceivedSchema } from '../webhooks';
import { describeObject } from './field-docs';

export const webhookDocs = [
  describeObject(
    webhookReceivedSchema,
    {
      received: {
        description: 'Always true: the event was verified and taken, once however often it is sent.',
        example: true,
      },
    },
    'The event was taken.',
  ),
  describeObject(producerWebhookQuerySchema, {
    token: {
      description:
        'The shared secret GELATO_WEBHOOK_SECRET, when the webhook carries it in its URL rather than in the X-Gelato-Webhook-Secret header.',
      example: 'whsec-3b9f0c2e',
    },
  }),
];
