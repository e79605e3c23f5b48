/** A quota period is a calendar month in UTC: it starts on the 1st at 00:00 and resets on the next 1st. */
export type QuotaPeriod = { start: Date; resetAt: Date };

export function quotaPeriodOf(now: Date): QuotaPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), resetAt: new Date(Date.UTC(year, month + 1, 1)) };
}

// The message and its date are shared with the designer: they live in the domain package.
export { formatQuotaResetDate, quotaExhaustedMessage } from '@prompttee/domain';
