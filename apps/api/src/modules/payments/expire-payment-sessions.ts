import { and, asc, eq, lt } from 'drizzle-orm';
import { paymentSessions } from '../../db/schema';
import type { Deps } from '../../deps';
import { createPaymentSessionsRepository } from './payment-sessions-repository';
import { reconcilePaymentSession } from './reconcile-payment-session';

type ExpiryDeps = Pick<Deps, 'db' | 'queue' | 'clock' | 'log' | 'payments'>;

const SWEEP_BATCH = 100;

/** The delayed job of one session: settles it if it is still open once its time is up. */
export async function expirePaymentSession(deps: ExpiryDeps, sessionId: string): Promise<void> {
  const session = await createPaymentSessionsRepository(deps.db).byId(sessionId);
  if (!session || session.status !== 'open') return;
  if (session.expiresAt.getTime() > deps.clock.now().getTime()) return;
  await reconcilePaymentSession(deps, session);
}

/** The sweep: every open session past its time, oldest first, one failure not stopping the rest. */
export async function expireDuePaymentSessions(deps: ExpiryDeps): Promise<number> {
  const due = await deps.db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.status, 'open'),
        eq(paymentSessions.provider, deps.payments.provider),
        lt(paymentSessions.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(asc(paymentSessions.expiresAt))
    .limit(SWEEP_BATCH);
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
