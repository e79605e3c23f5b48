import { AppError } from '../../errors';
import { jobRequest } from '../../ports/job-queue';
import type { CheckoutSession } from '../../ports/payments';
import type { OrderItemRow, OrderRow } from '../orders/order-repository';
import type { UseCaseDeps } from '../use-case-deps';
import { checkoutLinesOf } from '../orders/checkout-lines';
import { orderCurrency } from '../orders/order-currency';
import { PAYMENT_SESSION_TTL_MS, returnUrlTemplate } from './checkout-urls';
import { expirePaymentSessionJob } from './expire-payment-session-job';
import type { PaymentSessionRow } from './payment-sessions-repository';
import type { ReconcileDeps } from './reconcile-payment-session';

const row = (
  deps: Pick<OpenPaymentSessionDeps, 'payments'>,
  order: OrderRow,
  checkout: CheckoutSession,
  now: Date,
) => ({
  id: checkout.id,
  orderId: order.id,
  userId: order.userId,
  provider: deps.payments.provider,
  status: checkout.status,
  clientSecret: checkout.clientSecret,
  amountCents: checkout.amountCents,
  currency: checkout.currency,
  expiresAt: checkout.expiresAt,
  createdAt: now,
  updatedAt: now,
});

export type OpenPaymentSessionDeps = ReconcileDeps &
  Pick<UseCaseDeps, 'paymentSessions' | 'orders' | 'config' | 'blobStore' | 'catalog'>;

/**
 * Starts a new payment session for an order awaiting payment and makes it the order's current one:
 * the provider's checkout (30 minutes, our prices, idempotency key from the order), the
 * payment_sessions row, and the delayed job that closes it when its time is up. An order whose
 * previous session expired goes back to pending_payment in the same transaction.
 */
export async function openPaymentSession(
  deps: OpenPaymentSessionDeps,
  input: { order: OrderRow; items: OrderItemRow[]; customerEmail: string },
): Promise<PaymentSessionRow> {
  const { order } = input;
  const attempt = await deps.paymentSessions.countForOrder(order.id);
  const checkout = await deps.payments.createCheckoutSession({
    orderId: order.id,
    displayOrderId: order.displayOrderId,
    customerEmail: input.customerEmail,
    currency: orderCurrency(order),
    lines: checkoutLinesOf(deps.catalog, deps.blobStore, input.items),
    returnUrl: returnUrlTemplate(deps.config.PUBLIC_URL),
    expiresAt: new Date(deps.clock.now().getTime() + PAYMENT_SESSION_TTL_MS),
    // The first session's key is the order id itself; a resumed payment is a new attempt.
    idempotencyKey: attempt === 0 ? order.id : `${order.id}:${attempt}`,
  });

  if (checkout.amountCents !== order.totalCents || checkout.currency !== orderCurrency(order)) {
    // A Stripe price edited in the dashboard must not change what the customer pays.
    deps.log.error(
      {
        orderId: order.id,
        expected: `${order.totalCents} ${order.currency}`,
        provider: `${checkout.amountCents} ${checkout.currency}`,
      },
      'payment session amount differs from the order total; session closed',
    );
    await deps.payments.expireSession(checkout.id).catch(() => {});
    throw new AppError('UPSTREAM_FAILED', 'The payment could not be prepared. Please try again later.');
  }

  const now = deps.clock.now();
  const outcome = await deps.paymentSessions.transaction(
    async ({ sessions, orders, enqueue }): Promise<'paid' | 'stored' | PaymentSessionRow> => {
      // The order's row lock serialises everyone opening a session for it (concurrent retries of
      // one POST, a resume racing a retry): whoever waited finds the session the first one stored.
      const locked = await orders.lockById(order.id);
      const awaiting = locked?.status === 'pending_payment' || locked?.status === 'payment_expired';
      if (!awaiting) {
        // Paid while we were talking to the provider: the new session must never be used.
        await sessions.insert({ ...row(deps, order, checkout, now), status: 'expired' });
        return 'paid';
      }
      const open = await sessions.openForOrder(order.id);
      if (open) return open;
      // A retried create can return a session we already stored (same idempotency key).
      await sessions.insert(row(deps, order, checkout, now));
      const reopen = locked.status === 'payment_expired';
      await orders.update(order.id, {
        paymentSessionId: checkout.id,
        updatedAt: now,
        ...(reopen ? { status: 'pending_payment' } : {}),
      });
      if (reopen) {
        await orders.addEvent({
          orderId: order.id,
          status: 'pending_payment',
          source: 'resume-payment',
          detail: { session_id: checkout.id, from: 'payment_expired' },
          createdAt: now,
        });
      }
      await enqueue([
        jobRequest(
          expirePaymentSessionJob,
          { sessionId: checkout.id },
          // A second late, so the job never finds the session a moment short of its time.
          { startAfter: new Date(checkout.expiresAt.getTime() + 1000) },
        ),
      ]);
      return 'stored';
    },
    { mayEnqueue: [expirePaymentSessionJob] },
  );
  if (outcome === 'paid') {
    await deps.payments.expireSession(checkout.id).catch(() => {});
    throw new AppError('CONFLICT', 'This order has already been paid.');
  }
  if (outcome !== 'stored') {
    // Another request opened the order's session first: that one is the order's only payable one.
    if (outcome.id !== checkout.id) await deps.payments.expireSession(checkout.id).catch(() => {});
    return outcome;
  }
  const stored = await deps.paymentSessions.byId(checkout.id);
  if (!stored) throw new Error(`payment session ${checkout.id} was not stored`);
  return stored;
}
