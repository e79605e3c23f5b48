// The countries we ship to: exactly the 26 of the spec (section 3), which leaves out the
// Netherlands. Names are the English short names used in the checkout's country select.
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];

export const EU_COUNTRY_NAMES: Readonly<Record<EuCountryCode, string>> = {
  AT: 'Austria',
  BE: 'Belgium',
  BG: 'Bulgaria',
  HR: 'Croatia',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DK: 'Denmark',
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  GR: 'Greece',
  HU: 'Hungary',
  IE: 'Ireland',
  IT: 'Italy',
  LV: 'Latvia',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MT: 'Malta',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SK: 'Slovakia',
  SI: 'Slovenia',
  ES: 'Spain',
  SE: 'Sweden',
};

export type CountryOption = { value: EuCountryCode; label: string };

/** The checkout's country choices: 'Name (CODE)', sorted by name. */
export const countryOptions: readonly CountryOption[] = EU_COUNTRY_CODES.map((code) => ({
  value: code,
  label: `${EU_COUNTRY_NAMES[code]} (${code})`,
})).sort((a, b) => EU_COUNTRY_NAMES[a.value].localeCompare(EU_COUNTRY_NAMES[b.value], 'en'));

const codes: ReadonlySet<string> = new Set(EU_COUNTRY_CODES);

/** Exact, upper-case codes only; the address schema upper-cases input before it asks. */
export function isEuCountry(code: string): code is EuCountryCode {
  return codes.has(code);
}

/** The English name for a code we ship to, or the code itself for anything else (old data). */
export function countryName(code: string): string {
  return isEuCountry(code) ? EU_COUNTRY_NAMES[code] : code;
}
