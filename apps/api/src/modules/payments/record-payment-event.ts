import { canTransition, isOrderStatus, type OrderStatus } from '@prompttee/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderEvents, orders, paymentSessions, processedEvents } from '../../db/schema';
import type { Deps } from '../../deps';
import { sendOrderConfirmationJob } from '../../jobs/send-order-confirmation';
import { submitOrderJob } from '../../jobs/submit-order';
import type { PaymentEvent } from '../../ports/payments';

export type RecordedPaymentEvent = PaymentEvent & { provider: 'stripe' | 'test' };

export type RecordPaymentEventResult = {
  /** The event id was seen before: nothing was done. */
  duplicate: boolean;
  /** The order's status moved (false for repeats, stale events and unknown sessions). */
  transitioned: boolean;
  orderStatus: string | null;
};

const may = (from: string, to: OrderStatus) => isOrderStatus(from) && canTransition(from, to);

/**
 * The one place a payment outcome changes an order, whoever reports it: a Stripe webhook, the
 * built-in test checkout, the expiry job or a status check that found the provider ahead of us.
 * Idempotent by event id (processed_events, in the same transaction as the change) and safe out of
 * order: canTransition never lets an expired session un-pay an order.
 */
export async function recordPaymentEvent(
  deps: Pick<Deps, 'db' | 'queue' | 'clock' | 'log' | 'payments'>,
  event: RecordedPaymentEvent,
): Promise<RecordPaymentEventResult> {
  const now = deps.clock.now();
  // On the embedded database the transaction holds the only connection: queues are made first.
  await deps.queue.prepare(submitOrderJob);
  await deps.queue.prepare(sendOrderConfirmationJob);
  const outcome = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedEvents)
      .values({ key: `${event.provider}:${event.id}`, receivedAt: now })
      .onConflictDoNothing()
      .returning({ key: processedEvents.key });
    if (fresh.length === 0)
      return { duplicate: true, transitioned: false, orderStatus: null, superseded: [] };

    // The row lock serialises concurrent events of one order (a webhook racing the status check).
    const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).for('update');
    const [session] = await tx
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.id, event.sessionId), eq(paymentSessions.orderId, event.orderId)));
    if (!order || !session) {
      // Another shop on the same Stripe account, or a forged order id: acknowledged, nothing changes.
      deps.log.warn({ event }, 'payment event for an unknown order or session ignored');
      return { duplicate: false, transitioned: false, orderStatus: order?.status ?? null, superseded: [] };
    }

    const move = async (to: OrderStatus, extra: Partial<typeof orders.$inferInsert> = {}) => {
      await tx
        .update(orders)
        .set({ status: to, updatedAt: now, ...extra })
        .where(eq(orders.id, order.id));
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: to,
        source: event.provider,
        detail: { event_id: event.id, session_id: session.id, from: order.status },
        createdAt: now,
      });
    };

    if (event.type === 'checkout.completed') {
      await setSessionStatus(tx, session.id, 'complete', now);
      if (!may(order.status, 'payment_authorized')) {
        return { duplicate: false, transitioned: false, orderStatus: order.status, superseded: [] };
      }
      await move('payment_authorized', { paidAt: now });
      // Paid once is enough: any other session still open for this order must not take money twice.
      const superseded = await tx
        .update(paymentSessions)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(paymentSessions.orderId, order.id),
            eq(paymentSessions.status, 'open'),
            ne(paymentSessions.id, session.id),
          ),
        )
        .returning({ id: paymentSessions.id, provider: paymentSessions.provider });
      await deps.queue.sendInTransaction(tx, submitOrderJob, { orderId: order.id });
      await deps.queue.sendInTransaction(tx, sendOrderConfirmationJob, { orderId: order.id });
      return { duplicate: false, transitioned: true, orderStatus: 'payment_authorized', superseded };
    }

    if (session.status === 'open') await setSessionStatus(tx, session.id, 'expired', now);
    // Only the session the customer is looking at expires the order; an older one that closes
    // after a resumed payment started says nothing about the order.
    const current = order.paymentSessionId === null || order.paymentSessionId === session.id;
    if (!current || !may(order.status, 'payment_expired')) {
      return { duplicate: false, transitioned: false, orderStatus: order.status, superseded: [] };
    }
    await move('payment_expired');
    return { duplicate: false, transitioned: true, orderStatus: 'payment_expired', superseded: [] };
  });

  for (const stale of outcome.superseded) {
    if (stale.provider !== deps.payments.provider) continue;
    await deps.payments.expireSession(stale.id).catch((err: unknown) => {
      deps.log.error(
        { err, sessionId: stale.id },
        'could not close a second payment session of a paid order',
      );
    });
  }
  if (outcome.transitioned && outcome.orderStatus === 'payment_authorized') {
    deps.queue.wake(sendOrderConfirmationJob);
    deps.queue.wake(submitOrderJob);
  }
  const { superseded: _superseded, ...result } = outcome;
  return result;
}

async function setSessionStatus(tx: Tx, sessionId: string, status: 'complete' | 'expired', now: Date) {
  await tx
    .update(paymentSessions)
    .set({ status, updatedAt: now })
    .where(and(eq(paymentSessions.id, sessionId), ne(paymentSessions.status, status)));
}
