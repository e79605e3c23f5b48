import { eq } from 'drizzle-orm';
import { orderEvents, orders, paymentSessions } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { expirePaymentSessionJob } from '../../jobs/expire-payment-session';
import type { OrderItemRow, OrderRow } from '../orders/order-checkout-repository';
import { checkoutLinesOf } from './checkout-lines';
import { PAYMENT_SESSION_TTL_MS, returnUrlTemplate } from './checkout-urls';
import { createPaymentSessionsRepository, type PaymentSessionRow } from './payment-sessions-repository';

export type OpenPaymentSessionDeps = Pick<
  Deps,
  'db' | 'queue' | 'clock' | 'log' | 'payments' | 'config' | 'blobStore' | 'catalog'
>;

/**
 * Starts a new payment session for an order awaiting payment and makes it the order's current one:
 * the provider's checkout (30 minutes, our prices, idempotency key from the order), the
 * payment_sessions row, and the delayed job that closes it when its time is up. An order whose
 * previous session expired goes back to pending_payment in the same transaction.
 */
export async function openPaymentSession(
  deps: OpenPaymentSessionDeps,
  options: { order: OrderRow; items: OrderItemRow[]; customerEmail: string },
): Promise<PaymentSessionRow> {
  const { order } = options;
  const sessions = createPaymentSessionsRepository(deps.db);
  const attempt = await sessions.countForOrder(order.id);
  const checkout = await deps.payments.createCheckoutSession({
    orderId: order.id,
    displayOrderId: order.displayOrderId,
    customerEmail: options.customerEmail,
    currency: 'eur',
    lines: checkoutLinesOf(deps.catalog, deps.blobStore, options.items),
    returnUrl: returnUrlTemplate(deps.config.PUBLIC_URL),
    expiresAt: new Date(deps.clock.now().getTime() + PAYMENT_SESSION_TTL_MS),
    // The first session's key is the order id itself; a resumed payment is a new attempt.
    idempotencyKey: attempt === 0 ? order.id : `${order.id}:${attempt}`,
  });

  if (checkout.amountCents !== order.totalCents) {
    // A Stripe price edited in the dashboard must not change what the customer pays.
    deps.log.error(
      { orderId: order.id, expected: order.totalCents, provider: checkout.amountCents },
      'payment session amount differs from the order total; session closed',
    );
    await deps.payments.expireSession(checkout.id).catch(() => {});
    throw new AppError('UPSTREAM_FAILED', 'The payment could not be prepared. Please try again later.');
  }

  const now = deps.clock.now();
  await deps.queue.prepare(expirePaymentSessionJob);
  const stillAwaiting = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const awaiting = locked?.status === 'pending_payment' || locked?.status === 'payment_expired';
    // A retried create can return a session we already stored (same idempotency key).
    await tx
      .insert(paymentSessions)
      .values({
        id: checkout.id,
        orderId: order.id,
        userId: order.userId,
        provider: deps.payments.provider,
        status: awaiting ? checkout.status : 'expired',
        clientSecret: checkout.clientSecret,
        amountCents: checkout.amountCents,
        expiresAt: checkout.expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    // Paid while we were talking to the provider: the new session must never be used.
    if (!awaiting) return false;
    const reopen = locked.status === 'payment_expired';
    await tx
      .update(orders)
      .set({
        paymentSessionId: checkout.id,
        updatedAt: now,
        ...(reopen ? { status: 'pending_payment' } : {}),
      })
      .where(eq(orders.id, order.id));
    if (reopen) {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: 'pending_payment',
        source: 'resume-payment',
        detail: { session_id: checkout.id, from: 'payment_expired' },
        createdAt: now,
      });
    }
    await deps.queue.sendInTransaction(
      tx,
      expirePaymentSessionJob,
      { sessionId: checkout.id },
      // A second late, so the job never finds the session a moment short of its time.
      { startAfter: new Date(checkout.expiresAt.getTime() + 1000) },
    );
    return true;
  });
  if (!stillAwaiting) {
    await deps.payments.expireSession(checkout.id).catch(() => {});
    throw new AppError('CONFLICT', 'This order has already been paid.');
  }
  const stored = await sessions.byId(checkout.id);
  if (!stored) throw new Error(`payment session ${checkout.id} was not stored`);
  return stored;
}
