import type { NeedsOf, WorkerDeps } from './worker-deps';
import { expirePaymentSessionJob } from '../modules/payments/expire-payment-session-job';
import { expireDuePaymentSessions, expirePaymentSession } from '../modules/payments/expire-payment-sessions';

export { expirePaymentSessionJob };

export const EXPIRE_SWEEP_CRON = '*/5 * * * *';

export async function workExpirePaymentSessions(
  deps: WorkerDeps<NeedsOf<typeof expirePaymentSession> & NeedsOf<typeof expireDuePaymentSessions>>,
): Promise<void> {
  await deps.queue.work(expirePaymentSessionJob, async ({ sessionId }) => {
    if (sessionId) await expirePaymentSession(deps, { sessionId });
    else await expireDuePaymentSessions(deps);
  });
  await deps.queue.schedule(expirePaymentSessionJob, EXPIRE_SWEEP_CRON, {});
}
