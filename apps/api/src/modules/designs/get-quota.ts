import type { QuotaResponse } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import { quotaPeriodOf } from './quota-period';
import { quotaTotalOf } from './quota-total';

/**
 * DESIGN_QUOTA designs per calendar month (UTC), plus what an operator granted for the month;
 * reset_at is the first instant of the next month.
 */
export async function getQuota(
  deps: Pick<UseCaseDeps, 'designs' | 'clock' | 'config' | 'identity'>,
  input: { userId: string },
): Promise<QuotaResponse> {
  const period = quotaPeriodOf(deps.clock.now());
  const { used, granted } = await deps.designs.quotaOf(input.userId, period.start);
  const total = (await quotaTotalOf(deps, input.userId)) + granted;
  return { used, total, remaining: Math.max(0, total - used), reset_at: period.resetAt.toISOString() };
}
