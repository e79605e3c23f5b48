import { operatorText, type AdminAlert, type Locale, type OperatorText } from '@prompttee/domain';
import { AppError } from '../../errors';
import { storedAlertMessage } from '../alerts/alert-message';
import type { AlertRow } from '../alerts/alert-repository';
import type { UseCaseDeps } from '../use-case-deps';
import type { Operator } from './check-operator';

const LIMIT = 100;

/** An alert as the console shows it, its message in the reader's language. */
export const toAdminAlert = (row: AlertRow, locale: Locale): AdminAlert => ({
  alert_id: row.id,
  kind: row.kind,
  message: storedAlertMessage(row, locale),
  order_id: row.orderId,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});

/** The newest alerts, open ones only unless `all`, worded in `locale`. */
export async function listAlerts(
  deps: Pick<UseCaseDeps, 'alerts'>,
  input: { all?: boolean; locale: Locale },
): Promise<AdminAlert[]> {
  const rows = await deps.alerts.list({ open: !input.all, limit: LIMIT });
  return rows.map((row) => toAdminAlert(row, input.locale));
}

/** Marks an alert dealt with; it leaves the front page and stays in the list of all alerts. */
export async function resolveAlert(
  deps: Pick<UseCaseDeps, 'alerts' | 'audit' | 'clock'>,
  input: { operator: Operator; alertId: string },
): Promise<{ message: string; text: OperatorText }> {
  const now = deps.clock.now();
  if (!(await deps.alerts.resolve(input.alertId, input.operator.email, now))) {
    throw new AppError('CONFLICT', 'This alert does not exist or was resolved already.');
  }
  const text = operatorText('alert_resolved', {});
  await deps.audit.record({
    actor: input.operator,
    action: 'alert.resolve',
    summary: 'Alert resolved.',
    summaryText: text,
    detail: { alert_id: input.alertId },
    at: now,
  });
  return { message: 'Alert resolved.', text };
}
