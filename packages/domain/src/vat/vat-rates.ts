// The standard VAT rate of every EU member state, with the day each rate started to apply, so an
// order is taxed at the rate of its own date. Personalised shirts are not in any reduced-rate
// category, so the standard rate is the only one the shop needs. Checked on 2026-11-26 against the
// European Commission's "VAT rates applied in the Member States" table and the national acts
// named below; a change is a new entry with its first day, never an edit of an old one.

export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const; // prettier-ignore
export type MemberState = (typeof EU_MEMBER_STATES)[number];

/** A rate in hundredths of a percent (25.5 % is 2550): exact for every rate in use. */
export type VatRateEntry = { from: string; basisPoints: number; source: string };

const EC = 'European Commission, VAT rates applied in the Member States';
const since = (from: string, percent: number, source = EC): VatRateEntry => ({
  from,
  basisPoints: Math.round(percent * 100),
  source,
});

/** Oldest first. "2000-01-01" marks a rate in force since before the shop's first order. */
export const VAT_RATES: Readonly<Record<MemberState, readonly VatRateEntry[]>> = {
  AT: [since('2016-01-01', 20)],
  BE: [since('2000-01-01', 21)],
  BG: [since('2000-01-01', 20)],
  HR: [since('2013-01-01', 25)],
  CY: [since('2014-01-13', 19)],
  CZ: [since('2013-01-01', 21)],
  DK: [since('2000-01-01', 25)],
  EE: [
    since('2009-07-01', 20),
    since('2024-01-01', 22, 'Käibemaksuseadus (RT I, 30.06.2023, 1), § 15'),
    since('2025-07-01', 24, 'Käibemaksuseadus (RT I, 23.07.2024, 1), § 15'),
  ],
  FI: [since('2013-01-01', 24), since('2024-09-01', 25.5, 'Arvonlisäverolaki 1486/1993 as amended 2024')],
  FR: [since('2014-01-01', 20)],
  DE: [since('2021-01-01', 19)],
  GR: [since('2016-06-01', 24)],
  HU: [since('2012-01-01', 27)],
  IE: [since('2021-03-01', 23)],
  IT: [since('2013-10-01', 22)],
  LV: [since('2011-01-01', 21)],
  LT: [since('2009-09-01', 21)],
  LU: [since('2023-01-01', 16), since('2024-01-01', 17)],
  MT: [since('2000-01-01', 18)],
  NL: [since('2012-10-01', 21)],
  PL: [since('2011-01-01', 23)],
  PT: [since('2011-01-01', 23)],
  RO: [since('2017-01-01', 19), since('2025-08-01', 21, 'Legea nr. 141/2025, art. LXVI')],
  SK: [since('2011-01-01', 20), since('2025-01-01', 23, 'Zákon č. 278/2024 Z. z.')],
  SI: [since('2013-07-01', 22)],
  ES: [since('2012-09-01', 21)],
  SE: [since('2000-01-01', 25)],
};

export function isMemberState(code: string): code is MemberState {
  return (EU_MEMBER_STATES as readonly string[]).includes(code);
}

/** The rate that applies on `day` (YYYY-MM-DD): the newest entry whose first day is not after it. */
export function vatRateOn(country: MemberState, day: string): VatRateEntry {
  const entries = VAT_RATES[country];
  let found = entries[0]!;
  for (const entry of entries) if (entry.from <= day) found = entry;
  return found;
}
