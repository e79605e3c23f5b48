import { checkoutSessionResponseSchema, type CheckoutSessionResponse } from '@prompttee/domain';
import { api } from '@/lib/api-client';

/** GET /v1/checkout-session?session_id=: the payment session's status, for its owner only. */
export function getCheckoutSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<CheckoutSessionResponse> {
  return api('/checkout-session', {
    query: { session_id: sessionId },
    schema: checkoutSessionResponseSchema,
    signal,
  });
}
