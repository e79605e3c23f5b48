import { operatorText, type OperatorText } from '@prompttee/domain';
import { notFound } from '../../errors';
import { quotaPeriodOf } from '../designs/quota-period';
import type { UseCaseDeps } from '../use-case-deps';
import type { Operator } from './check-operator';

/** Extra designs for the current month only: the grant ends with the period, like the quota. */
export async function grantDesignQuota(
  deps: Pick<UseCaseDeps, 'adminCustomers' | 'designs' | 'audit' | 'clock'>,
  input: { operator: Operator; customerId: string; units: number },
): Promise<{ message: string; text: OperatorText }> {
  if (!(await deps.adminCustomers.byId(input.customerId))) throw notFound('Customer');
  const now = deps.clock.now();
  const granted = await deps.designs.grantQuota(input.customerId, quotaPeriodOf(now).start, input.units);
  const message = `Granted ${input.units} more design${input.units === 1 ? '' : 's'} this month (${granted} in all).`;
  const text = operatorText('designs_granted', { units: input.units, total: granted });
  await deps.audit.record({
    actor: input.operator,
    action: 'customer.grant_quota',
    customerId: input.customerId,
    summary: message,
    summaryText: text,
    detail: { units: input.units },
    at: now,
  });
  return { message, text };
}
