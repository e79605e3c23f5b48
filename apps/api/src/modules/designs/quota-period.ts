/** A quota period is a calendar month in UTC: it starts on the 1st at 00:00 and resets on the next 1st. */
export type QuotaPeriod = { start: Date; resetAt: Date };

export function quotaPeriodOf(now: Date): QuotaPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), resetAt: new Date(Date.UTC(year, month + 1, 1)) };
}

// Spec section 9: dates are short month, day, year in US English. The reset instant is midnight
// UTC, so the day is read in UTC too, or a customer west of Greenwich would see the day before.
const resetDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Dec 1, 2026': the {date} of 'Quota exhausted. Resets on {date}.'; the designer shows the same. */
export function formatQuotaResetDate(resetAt: Date): string {
  return resetDate.format(resetAt);
}

export const quotaExhaustedMessage = (resetAt: Date) =>
  `Quota exhausted. Resets on ${formatQuotaResetDate(resetAt)}.`;
