import { EU_COUNTRY_CODES, type EuCountryCode, type Locale } from '@prompttee/domain';

// Country names come from the browser's own data (CLDR through Intl), not from the catalogue:
// every language has them, and they weigh nothing on a page.
const displayNames = new Map<Locale, Intl.DisplayNames>();

function namesIn(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names;
}

/** 'EE' -> 'Estonia' / 'Eesti'; a code Intl does not know stays as it is (old data). */
export function countryNameIn(code: string, locale: Locale): string {
  try {
    return namesIn(locale).of(code.toUpperCase()) ?? code;
  } catch {
    // Not a region code at all (a malformed value): show what was stored.
    return code;
  }
}

export type CountryOption = { value: EuCountryCode; label: string };

const optionsByLocale = new Map<Locale, readonly CountryOption[]>();

/**
 * The checkout's country choices: 'Name (CODE)', sorted by name as the language sorts (in
 * Estonian 'Taani' before 'Tšehhi' before 'Ungari', and 'Läti' after 'Luksemburg').
 */
export function countryOptionsIn(locale: Locale): readonly CountryOption[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = EU_COUNTRY_CODES.map((code) => ({ code, name: countryNameIn(code, locale) }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));
    optionsByLocale.set(locale, options);
  }
  return options;
}
