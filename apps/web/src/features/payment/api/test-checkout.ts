import {
  testCheckoutPayResponseSchema,
  testCheckoutSessionResponseSchema,
  type TestCheckoutPayBody,
  type TestCheckoutPayResponse,
  type TestCheckoutSessionResponse,
} from '@prompttee/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/test-checkout/session?client_secret=: amount, order and status of the session. */
export function getTestCheckoutSession(
  clientSecret: string,
  signal?: AbortSignal,
): Promise<TestCheckoutSessionResponse> {
  return api('/test-checkout/session', {
    query: { client_secret: clientSecret },
    schema: testCheckoutSessionResponseSchema,
    signal,
  });
}

export function useTestCheckoutSession(clientSecret: string) {
  return useQuery({
    queryKey: ['test-checkout-session', clientSecret],
    queryFn: ({ signal }) => getTestCheckoutSession(clientSecret, signal),
    // A payment form must show the session as it is now, not as it was a minute ago.
    staleTime: 0,
  });
}

/** POST /v1/test-checkout/pay: 'complete' with the return address, or 'declined' with Stripe's message. */
export function payTestCheckout(body: TestCheckoutPayBody): Promise<TestCheckoutPayResponse> {
  return api('/test-checkout/pay', { method: 'POST', body, schema: testCheckoutPayResponseSchema });
}

export function usePayTestCheckout() {
  return useMutation({ mutationFn: payTestCheckout });
}
