import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@prompttee/domain';

/**
 * A catalogue of the API's texts: English (the spec's words, verbatim) keyed by a stable id, in
 * ICU MessageFormat (`{count, plural, one {# shirt} other {# shirts}}`). The Estonian catalogue is
 * typed `Catalogue<typeof en>`, so a text missing in Estonian does not compile.
 */
export type Catalogue<Keys extends Record<string, string> = Record<string, string>> = {
  readonly [K in keyof Keys]: string;
};

export type Values = Record<string, string | number | Date>;

/** A text of a catalogue, formatted in one language. */
export type Translate<Keys extends Record<string, string>> = (
  key: keyof Keys & string,
  values?: Values,
) => string;

/**
 * One Lingui instance per language and catalogue, each activated once, so that concurrent
 * requests in different languages never share state; messages are compiled at first use (the
 * server has no bundle to keep small, so it compiles at runtime rather than at build).
 */
export function defineCatalogue<Keys extends Record<string, string>>(
  catalogues: { en: Keys } & Record<Exclude<Locale, 'en'>, Catalogue<Keys>>,
): (locale: Locale) => Translate<Keys> {
  const instances = new Map<Locale, I18n>();
  const instance = (locale: Locale) => {
    let i18n = instances.get(locale);
    if (!i18n) {
      i18n = setupI18n();
      i18n.setMessagesCompiler(compileMessage);
      i18n.load(locale, { ...catalogues[locale] });
      i18n.activate(locale);
      instances.set(locale, i18n);
    }
    return i18n;
  };
  return (locale) => (key, values) => instance(locale)._(key, values);
}
