import type { CheckoutSessionResponse } from '@prompttee/domain';
import { AppError, notFound } from '../../errors';
import type { CheckoutSessionState } from '../../ports/payments';
import type { UseCaseDeps } from '../use-case-deps';
import { reconcilePaymentSession, type ReconcileDeps } from './reconcile-payment-session';

/**
 * GET /v1/checkout-session?session_id=: how the customer's payment ended, for the /return page.
 * Asks the provider (and records what its webhook has not told us yet); if the provider cannot be
 * reached, our own record answers. Another user's session is 404.
 */
export async function getCheckoutSession(
  deps: ReconcileDeps & Pick<UseCaseDeps, 'paymentSessions' | 'orders'>,
  input: { user: { id: string; email: string }; sessionId: string },
): Promise<CheckoutSessionResponse> {
  const session = await deps.paymentSessions.ownedById(input.user.id, input.sessionId);
  if (!session) throw notFound('Checkout session');
  let state: CheckoutSessionState;
  try {
    state = await reconcilePaymentSession(deps, session);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'UPSTREAM_FAILED') throw err;
    deps.log.warn({ err, sessionId: session.id }, 'provider unreachable; answering from our record');
    const status = session.status === 'complete' || session.status === 'expired' ? session.status : 'open';
    state = { status, paid: status === 'complete' };
  }
  // The result page names the order the customer just paid for.
  const order = await deps.orders.owned(input.user.id, session.orderId);
  if (!order) throw notFound('Order');
  return { status: state.status, customer_email: input.user.email, display_order_id: order.displayOrderId };
}
