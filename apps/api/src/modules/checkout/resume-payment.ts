import type { ResumePaymentResponse } from '@prompttee/domain';
import { notFound } from '../../errors';
import { ensurePaymentSession } from '../payments/ensure-payment-session';
import type { OpenPaymentSessionDeps } from '../payments/open-payment-session';

/**
 * POST /v1/orders/{order_id}/resume-payment: the payment form for an order still awaiting payment
 * (pending_payment, or payment_expired after its session ran out). The open session is reused
 * while it has time left, otherwise a new one is opened and an expired order is pending again.
 * 404 for another user's order, 409 once the order is paid.
 */
export async function resumePayment(
  deps: OpenPaymentSessionDeps,
  input: { user: { id: string; email: string }; orderId: string },
): Promise<ResumePaymentResponse> {
  const order = await deps.orders.owned(input.user.id, input.orderId);
  if (!order) throw notFound('Order');
  const session = await ensurePaymentSession(deps, { order, customerEmail: input.user.email });
  const form = deps.payments.publicConfig();
  return {
    client_secret: session.clientSecret,
    payment_provider: form.provider,
    publishable_key: form.publishableKey,
  };
}
