import { isLocale, localeFromAcceptLanguage, type Locale } from '@prompttee/domain';
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageTexts } from './page-texts';

// The cookie the web app sets when a visitor chooses a language (apps/web/src/i18n/locale.ts).
const LOCALE_COOKIE = /(?:^|;\s*)locale=([a-z]{2})(?:;|$)/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a page goes out in: the one a link chose (`?lang=et`, kept in the same cookie the
 * app's language menu sets, so a page without a script can offer its languages as plain links),
 * else the visitor's earlier choice, else their browser's, else English.
 */
export function pageLocale(request: FastifyRequest, reply?: FastifyReply): Locale {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (reply && isLocale(asked)) {
    reply.header('set-cookie', `locale=${asked}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
    return asked;
  }
  const chosen = LOCALE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * `html` announcing `locale`: `lang` for assistive technology and the browser, `data-locale` for
 * the app's script, which must hydrate the markup in the language it was rendered in, and the
 * page's description in that language.
 */
export function inLanguage(html: string, locale: Locale): string {
  const description = escapeHtml(pageTexts(locale)('description'));
  return html
    .replace(/<html\b[^>]*>/, (tag) =>
      tag
        .replace(/\s(?:lang|data-locale)="[^"]*"/g, '')
        .replace('<html', () => `<html lang="${locale}" data-locale="${locale}"`),
    )
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_all, open, close) => open + description + close,
    );
}
