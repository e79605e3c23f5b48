import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@prompttee/domain';

// The server renders pages synchronously in any language, so every catalogue is at hand at once;
// its bundle is never downloaded by a browser.
const catalogues = import.meta.glob<Messages>('../locales/*/*.po', { eager: true, import: 'messages' });
const inLocale = (locale: Locale): Messages =>
  Object.assign(
    {},
    ...Object.entries(catalogues)
      .filter(([file]) => file.startsWith(`../locales/${locale}/`))
      .map(([, messages]) => messages),
  );
i18n.load({ en: inLocale('en'), et: inLocale('et') });

/** Makes `locale` the language of the render that follows (renders are synchronous). */
export function renderIn(locale: Locale): void {
  if (i18n.locale !== locale) i18n.activate(locale);
}
