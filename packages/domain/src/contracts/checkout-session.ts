import * as z from 'zod/mini';

// GET /v1/checkout-session?session_id={session_id}, read by the /return page.

export const checkoutSessionQuerySchema = z.object({
  session_id: z.string().check(z.trim(), z.minLength(1)),
});
export type CheckoutSessionQuery = z.infer<typeof checkoutSessionQuerySchema>;

export const checkoutSessionStatusSchema = z.enum(['open', 'complete', 'expired']);

/**
 * customer_email feeds the result page's "confirmation e-mail" notice; display_order_id names the
 * order on it.
 */
export const checkoutSessionResponseSchema = z.object({
  status: checkoutSessionStatusSchema,
  customer_email: z.nullable(z.string()),
  display_order_id: z.string().check(z.minLength(1)),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;
