import { t } from '@lingui/core/macro';
import type { Locale } from '@prompttee/domain';
import { useFormat } from '@/i18n/use-format';
import { ApiError } from '@/lib/api-client';

const utc = { timeZone: 'UTC' } as const;
const EN_DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', ...utc });
const ET_DATE = new Intl.DateTimeFormat('et-EE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  ...utc,
});
const ET_TIME = new Intl.DateTimeFormat('et-EE', { hour: '2-digit', minute: '2-digit', ...utc });

/**
 * Operators work across time zones: the console shows UTC, and says so. '26 Nov 2026, 09:05 UTC',
 * or '26.11.2026 09:05 UTC' as Estonians write a day and its time (Intl's own puts a comma between).
 */
export function formatDateTime(iso: string | number, locale: Locale = 'en'): string {
  const date = typeof iso === 'number' ? new Date(iso * 1000) : new Date(iso);
  const text =
    locale === 'et' ? `${ET_DATE.format(date)} ${ET_TIME.format(date)}` : EN_DATE_TIME.format(date);
  return `${text} UTC`;
}

/** The console's money, days and times in the page's language, re-rendered when it changes. */
export function useAdminFormat() {
  const format = useFormat();
  return { ...format, dateTime: (iso: string | number) => formatDateTime(iso, format.locale) };
}

export type AdminFormat = ReturnType<typeof useAdminFormat>;

/**
 * The client's own words for a failed call: the spec's 'Network Error', 'Request failed with
 * status code N' and the like, worded here so an Estonian console reads them in Estonian too.
 */
export function clientErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const status = error.status;
    if (error.code === 'NETWORK_ERROR') return t`Network Error`;
    if (error.code === 'INVALID_RESPONSE') return t`Unexpected response format`;
    if (status !== null) return t`Request failed with status code ${status}`;
  }
  return error instanceof Error ? error.message : t`Something went wrong.`;
}

/** The server's own sentence where it gave one (a 409 says why, in the page's language), else ours. */
export function adminErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || clientErrorMessage(error);
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.code === 'FORBIDDEN';
