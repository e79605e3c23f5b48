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

function translateText(message: string, locale: Locale): string | undefined {
  for (const { key, names, regex } of PATTERNS) {
    const found = regex.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, localValue(found[i + 1] ?? '', locale)]));
    return errorTexts(locale)(key, values);
  }
  return undefined;
}

/**
 * An English error message in `locale`: a text of the errors catalogue, else of the domain's
 * checks or zod (translate-message.ts); `field: reason` keeps the field's name and translates the
 * reason (which may name a field of its own). A message neither knows goes out as it is.
 */
export function translateError(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const whole = translateText(message, locale) ?? translateDomainMessage(message, locale);
  if (whole !== undefined) return whole;
  const colon = message.indexOf(': ');
  if (colon > 0) return `${message.slice(0, colon)}: ${translateError(message.slice(colon + 2), locale)}`;
  return message;
}
