import type { CheckoutSessionState } from '../../ports/payments';
import type { PaymentSessionRow } from './payment-sessions-repository';
import { recordPaymentEvent, type RecordPaymentEventDeps } from './record-payment-event';

export type ReconcileDeps = RecordPaymentEventDeps;

/** What our own table says, for a session of a provider this process is not configured for. */
function storedState(session: PaymentSessionRow): CheckoutSessionState {
  const status = session.status === 'complete' || session.status === 'expired' ? session.status : 'open';
  return { status, paid: status === 'complete' };
}

/**
 * Asks the provider how a session stands and records anything we have not heard yet (a webhook
 * still on its way, or lost), through the same recordPaymentEvent as the webhook itself. The
 * event ids are per session and outcome, so reconciling twice records once.
 */
export async function reconcilePaymentSession(
  deps: ReconcileDeps,
  session: PaymentSessionRow,
): Promise<CheckoutSessionState> {
  if (session.provider !== deps.payments.provider) return storedState(session);
  const state = await deps.payments.retrieveSession(session.id);
  const base = { provider: deps.payments.provider, sessionId: session.id, orderId: session.orderId };
  if (state.status === 'complete' && state.paid && session.status !== 'complete') {
    await recordPaymentEvent(deps, {
      ...base,
      id: `reconcile:${session.id}:complete`,
      type: 'checkout.completed',
    });
  } else if (state.status === 'expired' && session.status === 'open') {
    await recordPaymentEvent(deps, {
      ...base,
      id: `reconcile:${session.id}:expired`,
      type: 'checkout.expired',
    });
  }
  return state;
}
