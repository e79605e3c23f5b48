import { formatShortDateUtc } from './dates';

/**
 * 'Dec 1, 2026': the {date} of 'Quota exhausted. Resets on {date}.' The quota resets at midnight
 * UTC on the 1st, so the day is read in UTC: a customer in New York still sees 'Dec 1', exactly as
 * the server writes it into its 429 message.
 */
export function formatQuotaResetDate(resetAt: Date | string): string {
  return formatShortDateUtc(resetAt);
}

/** The 429 message of POST /v1/designs/create (spec section 9), which the designer shows as is. */
export const quotaExhaustedMessage = (resetAt: Date | string): string =>
  `Quota exhausted. Resets on ${formatQuotaResetDate(resetAt)}.`;
