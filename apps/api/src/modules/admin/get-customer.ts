import type { AdminCustomerDetail } from '@prompttee/domain';
import { notFound } from '../../errors';
import { quotaPeriodOf } from '../designs/quota-period';
import type { UseCaseDeps } from '../use-case-deps';
import { toAuditEntry } from './audit-views';
import { toAdminCustomer } from './list-customers';

/** A customer's account, this month's design quota and what operators did to the account. */
export async function getCustomer(
  deps: Pick<UseCaseDeps, 'adminCustomers' | 'designs' | 'audit' | 'clock' | 'config'>,
  input: { customerId: string },
): Promise<AdminCustomerDetail> {
  const row = await deps.adminCustomers.byId(input.customerId);
  if (!row) throw notFound('Customer');
  const period = quotaPeriodOf(deps.clock.now());
  const [quota, audit] = await Promise.all([
    deps.designs.quotaOf(row.id, period.start),
    deps.audit.forCustomer(row.id),
  ]);
  return {
    customer: toAdminCustomer(row),
    quota: {
      used: quota.used,
      granted: quota.granted,
      total: deps.config.DESIGN_QUOTA + quota.granted,
      reset_at: period.resetAt.toISOString(),
    },
    audit: audit.map(toAuditEntry),
  };
}
