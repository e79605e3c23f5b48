import type { UseCaseDeps } from '../use-case-deps';
import { reconcilePaymentSession, type ReconcileDeps } from './reconcile-payment-session';

type ExpiryDeps = ReconcileDeps & Pick<UseCaseDeps, 'paymentSessions'>;

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
  return settled;
}
