import { i18n } from '@lingui/core';
import { isLocale, localeFromAcceptLanguage, type Locale } from '@prompttee/domain';
import { loadCatalogues, loadWantedCatalogues, type Area } from './catalogues';

/** Read by the server too: it renders and words the pages it sends in this language. */
export const LOCALE_COOKIE = 'locale';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function cookieLocale(): Locale | null {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The language a visit starts in: the one chosen before (the cookie), else the one the server
 * rendered the page in (hydration must match it), else the browser's, else English.
 */
export function initialLocale(): Locale {
  const served = document.documentElement.dataset.locale;
  return (
    cookieLocale() ?? (isLocale(served) ? served : localeFromAcceptLanguage(navigator.languages.join(',')))
  );
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

function show(locale: Locale) {
  // Activating tells every shown text to render again: only when the language changes.
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** Loads the catalogues a first render needs and makes `locale` the page's language. */
export async function startIn(locale: Locale, areas: readonly Area[] = ['common']): Promise<void> {
  await loadCatalogues(locale, areas);
  show(locale);
}

/** Switches the page, and the next visits, to `locale`: every shown part's texts change at once. */
export async function switchLocale(locale: Locale): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not a text
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  if (locale === i18n.locale) return;
  await loadWantedCatalogues(locale);
  show(locale);
}
