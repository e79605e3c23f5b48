import { countryName, formatDateUtc, formatMoney, type Locale } from '@prompttee/domain';

// The language tags Intl writes each of the shop's languages in.
const INTL_TAGS: Record<Locale, string> = { en: 'en-IE', et: 'et-EE' };

/** The BCP 47 tag documents in `locale` are written in (English when a document has none). */
export const intlTag = (locale: Locale | undefined) => INTL_TAGS[locale ?? 'en'];

export type InvoiceFormat = {
  /** An amount in the currency's minor units (cents; a forint has none), with its sign. */
  money(minor: number): string;
  /** A calendar day stored as YYYY-MM-DD. */
  date(day: string): string;
  /** A VAT rate in basis points (2400 = 24 %). */
  percent(basisPoints: number): string;
  /** A country's name from its ISO code. */
  country(code: string): string;
};

/**
 * Numbers, money, dates and country names as the shop writes them everywhere in `locale` (its
 * screens and e-mails too): '€24.99' and 'Nov 20, 2026' in English, '24,99 €' and '20.11.2026'
 * in Estonian.
 */
export function invoiceFormat(locale: Locale, currency: string): InvoiceFormat {
  const percent = new Intl.NumberFormat(INTL_TAGS[locale], { style: 'percent', maximumFractionDigits: 2 });
  const regions = new Intl.DisplayNames(INTL_TAGS[locale], { type: 'region' });
  return {
    money: (minor) => formatMoney(minor, locale, currency),
    // A stored day is a date without a time: read and written as UTC, it is never a day off.
    date: (day) => formatDateUtc(`${day}T00:00:00Z`, locale),
    percent: (basisPoints) => percent.format(basisPoints / 10_000),
    // English keeps the shop's own names of the countries it ships to (the checkout's words).
    country: (code) => (locale === 'en' ? countryName(code) : (regions.of(code) ?? code)),
  };
}
