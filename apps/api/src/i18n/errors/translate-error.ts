import { formatDateUtc, type Locale } from '@prompttee/domain';
import { translateDomainMessage } from '../validation/translate-message';
import { ERROR_CATALOGUES, errorTexts } from './error-texts';

type Pattern = { key: keyof typeof ERROR_CATALOGUES.en; names: string[]; regex: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each English text becomes a pattern: its {placeholders} match any words, so a message made
// with values ('Quota exhausted. Resets on Dec 1, 2026.') finds its text and the values in it.
const PATTERNS: Pattern[] = Object.entries(ERROR_CATALOGUES.en).map(([key, english]) => {
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key: key as Pattern['key'], names, regex: new RegExp(`^${source}$`) };
});

/** A value in the locale's way: an English date ('Dec 1, 2026') as the locale writes days. */
function localValue(value: string, locale: Locale): string {
  if (!/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(value)) return value;
  const day = new Date(`${value} UTC`);
  return Number.isNaN(day.getTime()) ? value : formatDateUtc(day, locale);
}

/** Told of a text no catalogue has, so that a missing translation is heard of, not just sent. */
export type Untranslated = (text: string) => void;

function translateText(message: string, locale: Locale, untranslated?: Untranslated): string | undefined {
  for (const { key, names, regex } of PATTERNS) {
    const found = regex.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(
      names.map((name, i) => {
        const value = found[i + 1] ?? '';
        // A reason is itself a message (the producer's, a service's): translated as one.
        return [
          name,
          name === 'reason' ? translateError(value, locale, untranslated) : localValue(value, locale),
        ];
      }),
    );
    return errorTexts(locale)(key, values);
  }
  return undefined;
}

/**
 * An English error message in `locale`: a text of the errors catalogue, else of the domain's
 * checks or zod (translate-message.ts); `field: reason` keeps the field's name and translates the
 * reason (which may name a field of its own). A message neither knows goes out as it is, and
 * `untranslated` is told of it (the error handler logs it).
 */
export function translateError(message: string, locale: Locale, untranslated?: Untranslated): string {
  if (locale === 'en') return message;
  const whole = translateText(message, locale, untranslated) ?? translateDomainMessage(message, locale);
  if (whole !== undefined) return whole;
  const colon = message.indexOf(': ');
  if (colon > 0)
    return `${message.slice(0, colon)}: ${translateError(message.slice(colon + 2), locale, untranslated)}`;
  untranslated?.(message);
  return message;
}
