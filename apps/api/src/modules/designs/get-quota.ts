import type { QuotaResponse } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import { quotaPeriodOf } from './quota-period';

/**
 * DESIGN_QUOTA designs per calendar month (UTC), plus what an operator granted for the month;
 * reset_at is the first instant of the next month.
 */
export async function getQuota(
  deps: Pick<UseCaseDeps, 'designs' | 'clock' | 'config'>,
  input: { userId: string },
): Promise<QuotaResponse> {
  const period = quotaPeriodOf(deps.clock.now());
  const { used, granted } = await deps.designs.quotaOf(input.userId, period.start);
  const total = deps.config.DESIGN_QUOTA + granted;
  return { used, total, remaining: Math.max(0, total - used), reset_at: period.resetAt.toISOString() };
}
