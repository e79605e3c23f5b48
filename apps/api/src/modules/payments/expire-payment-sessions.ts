import type { UseCaseDeps } from '../use-case-deps';
import { reconcilePaymentSession, type ReconcileDeps } from './reconcile-payment-session';

import { PAYMENT_SESSION_TTL_MS } from './checkout-urls';

type ExpiryDeps = ReconcileDeps & Pick<UseCaseDeps, 'paymentSessions' | 'orders'>;

const SWEEP_BATCH = 100;

/** The delayed job of one session: settles it if it is still open once its time is up. */
export async function expirePaymentSession(deps: ExpiryDeps, input: { sessionId: string }): Promise<void> {
  const session = await deps.paymentSessions.byId(input.sessionId);
  if (!session || session.status !== 'open') return;
  if (session.expiresAt.getTime() > deps.clock.now().getTime()) return;
  await reconcilePaymentSession(deps, session);
}

/** The sweep: every open session past its time, oldest first, one failure not stopping the rest. */
export async function expireDuePaymentSessions(deps: ExpiryDeps): Promise<number> {
  const due = await deps.paymentSessions.dueOpen(deps.payments.provider, deps.clock.now(), SWEEP_BATCH);
  let settled = 0;
  for (const session of due) {
    try {
      const state = await reconcilePaymentSession(deps, session);
      if (state.status !== 'open') settled += 1;
    } catch (err) {
      deps.log.warn({ err, sessionId: session.id }, 'could not settle an expired payment session');
    }
  }
  return settled + (await expireSessionlessOrders(deps));
}

/**
 * Orders that never got a payment session (the process died between the two writes) expire like
 * any other once the session they would have had is over: payment_expired, resumable from the
 * order history, never left pending for ever.
 */
export async function expireSessionlessOrders(deps: Pick<ExpiryDeps, 'orders' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const stale = await deps.orders.sessionlessPending(
    new Date(now.getTime() - PAYMENT_SESSION_TTL_MS),
    SWEEP_BATCH,
  );
  let expired = 0;
  for (const candidate of stale) {
    const moved = await deps.orders.transaction(async ({ orders }) => {
      const order = await orders.lockById(candidate.id);
      if (order?.status !== 'pending_payment' || order.paymentSessionId !== null) return false;
      await orders.update(order.id, { status: 'payment_expired', updatedAt: now });
      await orders.addEvent({
        orderId: order.id,
        status: 'payment_expired',
        source: 'sweep',
        detail: { reason: 'no payment session was opened', from: 'pending_payment' },
        createdAt: now,
      });
      return true;
    });
    if (moved) expired += 1;
  }
  return expired;
}
