import * as z from 'zod/mini';

// POST /v1/webhooks/stripe and POST /v1/webhooks/gelato: what the vendors are answered.

/** The event was verified and taken (a repeat of one already taken is answered the same). */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/** Gelato may carry the shared secret in the webhook's URL instead of its header. */
export const producerWebhookQuerySchema = z.object({ token: z.optional(z.string()) });
