import { AppError } from '../../errors';
import type { OrderRow } from '../orders/order-repository';
import { openPaymentSession, type OpenPaymentSessionDeps } from './open-payment-session';
import type { PaymentSessionRow } from './payment-sessions-repository';
import { reconcilePaymentSession } from './reconcile-payment-session';
import { recordPaymentEvent } from './record-payment-event';

/** A session with less time left than this is replaced: nobody types a card in under two minutes. */
const REUSE_MARGIN_MS = 2 * 60 * 1000;

const AWAITING_PAYMENT = new Set(['pending_payment', 'payment_expired']);

/** 409 for an order that cannot take a payment (any more). */
export function assertAwaitingPayment(order: Pick<OrderRow, 'status' | 'paidAt'>): void {
  if (AWAITING_PAYMENT.has(order.status)) return;
  const paid = order.paidAt !== null || !['canceled', 'failed', 'returned'].includes(order.status);
  throw new AppError(
    'CONFLICT',
    paid ? 'This order has already been paid.' : 'This order can no longer be paid.',
  );
}

/**
 * The payment session the customer should see for an order awaiting payment: the current one
 * while it is open with time to spare, else a new one. A session about to run out is closed first
 * so that no two sessions of one order can be paid. 409 when the order turns out to be paid.
 */
export async function ensurePaymentSession(
  deps: OpenPaymentSessionDeps,
  input: { order: OrderRow; customerEmail: string },
): Promise<PaymentSessionRow> {
  assertAwaitingPayment(input.order);
  const current = input.order.paymentSessionId
    ? await deps.paymentSessions.byId(input.order.paymentSessionId)
    : null;

  if (current?.status === 'open') {
    let state = await reconcilePaymentSession(deps, current);
    const timeLeft = current.expiresAt.getTime() - deps.clock.now().getTime();
    if (state.status === 'open' && timeLeft > REUSE_MARGIN_MS) return current;
    if (state.status === 'open') {
      await deps.payments.expireSession(current.id);
      state = await reconcilePaymentSession(deps, current);
      if (state.status === 'open') {
        // The test checkout closes nothing by itself: record the replacement as the session's end.
        await recordPaymentEvent(deps, {
          provider: deps.payments.provider,
          id: `replaced:${current.id}`,
          type: 'checkout.expired',
          sessionId: current.id,
          orderId: current.orderId,
        });
      }
    }
  }

  const order = await deps.orders.byId(input.order.id);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  assertAwaitingPayment(order);
  return openPaymentSession(deps, {
    order,
    items: await deps.orders.itemsOf(order.id),
    customerEmail: input.customerEmail,
  });
}
