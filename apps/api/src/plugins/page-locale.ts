import { isLocale, localeFromAcceptLanguage, type Locale } from '@prompttee/domain';
import type { FastifyRequest } from 'fastify';

// The cookie the web app sets when a visitor chooses a language (apps/web/src/i18n/locale.ts).
const LOCALE_COOKIE = /(?:^|;\s*)locale=([a-z]{2})(?:;|$)/;

/** The language a page goes out in: the visitor's choice, else their browser's, else English. */
export function pageLocale(request: FastifyRequest): Locale {
  const chosen = LOCALE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * `html` announcing `locale`: `lang` for assistive technology and the browser, and `data-locale`
 * for the app's script, which must hydrate the markup in the language it was rendered in.
 */
export function inLanguage(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/, (tag) =>
    tag
      .replace(/\s(?:lang|data-locale)="[^"]*"/g, '')
      .replace('<html', () => `<html lang="${locale}" data-locale="${locale}"`),
  );
}
