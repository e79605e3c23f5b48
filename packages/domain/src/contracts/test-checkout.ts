import * as z from 'zod/mini';
import { currencySchema } from './currency';
import { centsSchema, isoDateTimeSchema } from './common';

// The built-in test checkout (used when the shop has no Stripe key): GET
// /v1/test-checkout/session?client_secret= and POST /v1/test-checkout/pay. Both need the bearer
// token and only answer the session's owner, like every /v1 call.

export const testCheckoutSessionQuerySchema = z.object({
  client_secret: z.string().check(z.trim(), z.minLength(1)),
});
export type TestCheckoutSessionQuery = z.infer<typeof testCheckoutSessionQuerySchema>;

export const testCheckoutSessionResponseSchema = z.object({
  status: z.enum(['open', 'complete', 'expired']),
  // In minor units of `currency`, the order's.
  amount_total: centsSchema,
  currency: currencySchema,
  display_order_id: z.string().check(z.minLength(1)),
  customer_email: z.string(),
  expires_at: isoDateTimeSchema,
  /** Where the browser goes once the session is complete: the shop's /return page. */
  return_url: z.string().check(z.minLength(1)),
});
export type TestCheckoutSessionResponse = z.infer<typeof testCheckoutSessionResponseSchema>;

/** Card fields as typed; the server checks them with validateTestCard and answers 400 per field. */
export const testCheckoutPayBodySchema = z.object({
  client_secret: z.string().check(z.trim(), z.minLength(1)),
  card_number: z.string().check(z.maxLength(40)),
  expiry: z.string().check(z.maxLength(10)),
  cvc: z.string().check(z.maxLength(10)),
});
export type TestCheckoutPayBody = z.infer<typeof testCheckoutPayBodySchema>;

/** A decline is an answer, not an error: the customer may try another card on the same session. */
export const testCheckoutPayResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('complete'), return_url: z.string().check(z.minLength(1)) }),
  z.object({ status: z.literal('declined'), message: z.string().check(z.minLength(1)) }),
]);
export type TestCheckoutPayResponse = z.infer<typeof testCheckoutPayResponseSchema>;
