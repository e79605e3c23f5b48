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

// Made on first use, as in dates.ts: a page that shows no day pays nothing for them.
const etDay: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
let etDate: Intl.DateTimeFormat | undefined;
let etDateUtc: Intl.DateTimeFormat | undefined;

/** A day, written for `locale`, in the viewer's time zone ('Nov 28, 2026', '28.11.2026'). */
export function formatDate(date: Date | string, locale: Locale): string {
  if (locale === 'en') return formatShortDate(date);
  etDate ??= new Intl.DateTimeFormat(INTL_LOCALE.et, etDay);
  return etDate.format(new Date(date));
}

/** A day that is a UTC midnight by definition (a quota's reset), written for `locale`. */
export function formatDateUtc(date: Date | string, locale: Locale): string {
  if (locale === 'en') return formatShortDateUtc(date);
  etDateUtc ??= new Intl.DateTimeFormat(INTL_LOCALE.et, { ...etDay, timeZone: 'UTC' });
  return etDateUtc.format(new Date(date));
}
