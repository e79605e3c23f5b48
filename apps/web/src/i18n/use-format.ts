import { useLingui } from '@lingui/react';
import { formatDate, formatDateUtc, formatMoney, isLocale, type Locale } from '@prompttee/domain';

/** Money and days in the page's language, re-rendered when it changes. */
export function useFormat() {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return {
    locale,
    money: (minor: number, currency?: string) => formatMoney(minor, locale, currency),
    date: (date: Date | string) => formatDate(date, locale),
    dateUtc: (date: Date | string) => formatDateUtc(date, locale),
  };
}
