import { countryName, type Locale } from '@prompttee/domain';

// The language tags Intl writes each of the shop's languages in.
const INTL_TAGS: Record<Locale, string> = { en: 'en-IE', et: 'et-EE' };

/** A country's name in `locale`; English keeps the shop's own names (the checkout's words). */
export function countryIn(code: string, locale: Locale): string {
  if (locale === 'en') return countryName(code);
  return new Intl.DisplayNames(INTL_TAGS[locale], { type: 'region' }).of(code) ?? code;
}

/** A number as `locale` writes it (a VAT rate of 25.5 is '25,5' in Estonian); English as stored. */
export function numberIn(value: number, locale: Locale): string {
  return locale === 'en' ? String(value) : new Intl.NumberFormat(INTL_TAGS[locale]).format(value);
}
