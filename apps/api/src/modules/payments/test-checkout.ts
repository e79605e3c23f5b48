import {
  testCardOutcome,
  validateTestCard,
  type TestCheckoutPayBody,
  type TestCheckoutPayResponse,
  type TestCheckoutSessionResponse,
} from '@prompttee/domain';
import { AppError, notFound } from '../../errors';
import { orderCurrency } from '../orders/order-currency';
import type { UseCaseDeps } from '../use-case-deps';
import { returnUrlFor } from './checkout-urls';
import type { PaymentSessionRow } from './payment-sessions-repository';
import { reconcilePaymentSession, type ReconcileDeps } from './reconcile-payment-session';
import { recordPaymentEvent } from './record-payment-event';

type TestCheckoutDeps = ReconcileDeps & Pick<UseCaseDeps, 'orders' | 'config'>;
type Customer = { id: string; email: string };

/** The customer's own test-checkout session; 404 for anyone else's, or when Stripe is configured. */
async function ownedTestSession(deps: TestCheckoutDeps, user: Customer, clientSecret: string) {
  if (deps.payments.provider !== 'test') throw notFound('Test checkout');
  const session = await deps.paymentSessions.ownedByClientSecret(user.id, clientSecret);
  if (!session || session.provider !== 'test') throw notFound('Checkout session');
  return session;
}

/** GET /v1/test-checkout/session: what the card form shows (amount, order, whether it can be paid). */
export async function getTestCheckoutSession(
  deps: TestCheckoutDeps,
  input: { user: Customer; clientSecret: string },
): Promise<TestCheckoutSessionResponse> {
  const session = await ownedTestSession(deps, input.user, input.clientSecret);
  const state = await reconcilePaymentSession(deps, session);
  const order = await deps.orders.byId(session.orderId);
  return {
    status: state.status,
    amount_total: session.amountCents,
    currency: orderCurrency(session),
    display_order_id: order?.displayOrderId ?? '',
    customer_email: input.user.email,
    expires_at: session.expiresAt.toISOString(),
    return_url: returnUrlFor(deps.config.PUBLIC_URL, session.id),
  };
}

function cardErrors(deps: TestCheckoutDeps, body: TestCheckoutPayBody): AppError | null {
  const errors = validateTestCard(body, deps.clock.now());
  const issues = Object.entries(errors).map(([field, message]) => ({ field, message }));
  if (issues.length === 0) return null;
  return new AppError('BAD_REQUEST', `${issues[0]!.field}: ${issues[0]!.message}`, { issues });
}

/**
 * POST /v1/test-checkout/pay: takes a Stripe test card. A succeeding card completes the session
 * through recordPaymentEvent, the code path of Stripe's checkout.session.completed webhook; a
 * declining one answers Stripe's decline message and leaves the session open for another card.
 */
export async function payTestCheckout(
  deps: TestCheckoutDeps,
  input: { user: Customer; body: TestCheckoutPayBody },
): Promise<TestCheckoutPayResponse> {
  const session: PaymentSessionRow = await ownedTestSession(deps, input.user, input.body.client_secret);
  const returnUrl = returnUrlFor(deps.config.PUBLIC_URL, session.id);
  const state = await reconcilePaymentSession(deps, session);
  // A second click after success: the same answer, nothing charged twice.
  if (state.status === 'complete') return { status: 'complete', return_url: returnUrl };
  if (state.status === 'expired') {
    throw new AppError(
      'GONE',
      'This payment session has expired. You can pay for the order from your order history.',
    );
  }

  const invalid = cardErrors(deps, input.body);
  if (invalid) throw invalid;
  const outcome = testCardOutcome(input.body.card_number);
  if (outcome.outcome === 'declined') return { status: 'declined', message: outcome.message };

  await recordPaymentEvent(deps, {
    provider: 'test',
    id: `${session.id}:completed`,
    type: 'checkout.completed',
    sessionId: session.id,
    orderId: session.orderId,
  });
  return { status: 'complete', return_url: returnUrl };
}
