import { isCurrency, MINOR_UNIT_DIGITS } from './currency';
import { formatShortDate, formatShortDateUtc } from './dates';
import type { Locale } from './locale';
import { formatEuro } from './money';

// English keeps the spec's own forms ('€24.99', 'Dec 1, 2026'); every other language is written
// as its readers write it, by Intl ('24,99 €' and '28.11.2026' in Estonian).
const INTL_LOCALE: Record<Locale, string> = { en: 'en-IE', et: 'et-EE' };

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units (cents, öre...) in `currency`, written for `locale`. */
export function formatMoney(minor: number, locale: Locale, currency = 'EUR'): string {
  if (locale === 'en' && currency === 'EUR') return formatEuro(minor);
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // The shop's own digits (the forint's 0), so the text shows exactly the stored amount.
    const digits = isCurrency(currency) ? MINOR_UNIT_DIGITS[currency] : undefined;
    const fraction =
      digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency, ...fraction });
    moneyFormats.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

const dateFormats: Record<Locale, Intl.DateTimeFormat | null> = {
  en: null,
  et: new Intl.DateTimeFormat('et-EE', { day: '2-digit', month: '2-digit', year: 'numeric' }),
};
const utcDateFormats: Record<Locale, Intl.DateTimeFormat | null> = {
  en: null,
  et: new Intl.DateTimeFormat('et-EE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/** A day, written for `locale`, in the viewer's time zone ('Nov 28, 2026', '28.11.2026'). */
export function formatDate(date: Date | string, locale: Locale): string {
  return dateFormats[locale]?.format(new Date(date)) ?? formatShortDate(date);
}

/** A day that is a UTC midnight by definition (a quota's reset), written for `locale`. */
export function formatDateUtc(date: Date | string, locale: Locale): string {
  return utcDateFormats[locale]?.format(new Date(date)) ?? formatShortDateUtc(date);
}
