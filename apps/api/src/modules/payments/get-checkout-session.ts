import type { CheckoutSessionResponse } from '@prompttee/domain';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { CheckoutSessionState } from '../../ports/payments';
import { createOrderCheckoutRepository } from '../orders/order-checkout-repository';
import { createPaymentSessionsRepository } from './payment-sessions-repository';
import { reconcilePaymentSession } from './reconcile-payment-session';

/**
 * GET /v1/checkout-session?session_id=: how the customer's payment ended, for the /return page.
 * Asks the provider (and records what its webhook has not told us yet); if the provider cannot be
 * reached, our own record answers. Another user's session is 404.
 */
export async function getCheckoutSession(
  deps: Pick<Deps, 'db' | 'queue' | 'clock' | 'log' | 'payments'>,
  options: { user: { id: string; email: string }; sessionId: string },
): Promise<CheckoutSessionResponse> {
  const session = await createPaymentSessionsRepository(deps.db).ownedById(
    options.user.id,
    options.sessionId,
  );
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
  const order = await createOrderCheckoutRepository(deps.db).owned(options.user.id, session.orderId);
  if (!order) throw notFound('Order');
  return { status: state.status, customer_email: options.user.email, display_order_id: order.displayOrderId };
}
