import * as z from 'zod/mini';

/** Which card payment form the browser mounts: Stripe's, or the built-in test checkout. */
export const paymentProviderSchema = z.enum(['stripe', 'test']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;
