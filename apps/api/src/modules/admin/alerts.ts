import type { AdminAlert } from '@prompttee/domain';
import { AppError } from '../../errors';
import type { AlertRow } from '../alerts/alert-repository';
import type { UseCaseDeps } from '../use-case-deps';
import type { Operator } from './check-operator';

const LIMIT = 100;

export const toAdminAlert = (row: AlertRow): AdminAlert => ({
  alert_id: row.id,
  kind: row.kind,
  message: row.message,
  order_id: row.orderId,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});

/** The newest alerts, open ones only unless `all`. */
export async function listAlerts(
  deps: Pick<UseCaseDeps, 'alerts'>,
  input: { all?: boolean } = {},
): Promise<AdminAlert[]> {
  return (await deps.alerts.list({ open: !input.all, limit: LIMIT })).map(toAdminAlert);
}

/** Marks an alert dealt with; it leaves the front page and stays in the list of all alerts. */
export async function resolveAlert(
  deps: Pick<UseCaseDeps, 'alerts' | 'audit' | 'clock'>,
  input: { operator: Operator; alertId: string },
): Promise<{ message: string }> {
  const now = deps.clock.now();
  if (!(await deps.alerts.resolve(input.alertId, input.operator.email, now))) {
    throw new AppError('CONFLICT', 'This alert does not exist or was resolved already.');
  }
  await deps.audit.record({
    actor: input.operator,
    action: 'alert.resolve',
    summary: 'Alert resolved.',
    detail: { alert_id: input.alertId },
    at: now,
  });
  return { message: 'Alert resolved.' };
}
