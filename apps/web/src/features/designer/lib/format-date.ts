// Spec section 9: dates are short month, day, year in US English ('Dec 1, 2026').
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const shortDateUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** In the customer's own time zone: when they made a design. */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}

/**
 * The quota resets at midnight UTC on the 1st, so its day is read in UTC, exactly as the server
 * writes it into 'Quota exhausted. Resets on {date}.'; a customer in New York still sees 'Dec 1'.
 */
export function formatResetDate(resetAt: string | Date): string {
  return shortDateUtc.format(new Date(resetAt));
}

export const quotaExhaustedMessage = (resetAt: string | Date) =>
  `Quota exhausted. Resets on ${formatResetDate(resetAt)}.`;
