import type { QuotaResponse } from '@prompttee/domain';
import type { Deps } from '../../deps';
import { readQuotaUsed } from './quota-repository';
import { quotaPeriodOf } from './quota-period';

/** DESIGN_QUOTA designs per calendar month (UTC); reset_at is the first instant of the next month. */
export async function getQuota(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  options: { userId: string },
): Promise<QuotaResponse> {
  const period = quotaPeriodOf(deps.clock.now());
  const total = deps.config.DESIGN_QUOTA;
  const used = await readQuotaUsed(deps.db, { userId: options.userId, periodStart: period.start });
  return { used, total, remaining: Math.max(0, total - used), reset_at: period.resetAt.toISOString() };
}
