// The currencies the shop sells in. Each price is set per currency in the catalogue, never
// converted at checkout; an order fixes its currency when it is placed.

export const CURRENCIES = ['EUR', 'SEK', 'PLN', 'CZK', 'DKK', 'HUF', 'RON'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

export const CURRENCY_MESSAGE = `Choose one of ${CURRENCIES.join(', ')}`;
// Its schema is contracts/currency.ts: money is shown on pages that parse nothing, and zod stays
// off their first load.

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/**
 * Digits after the decimal point of an amount in each currency: Intl's (CLDR's)
 * maximumFractionDigits, so what is stored is exactly what is shown. The forint has 0 (its
 * fillér went out in 1999) although ISO 4217 still lists 2; the others have 2. Amounts are stored
 * as integers of 10^-digits of the currency: cents, öre, grosze, haléře, øre, bani, whole forints.
 */
export const MINOR_UNIT_DIGITS: Readonly<Record<Currency, number>> = {
  EUR: 2,
  SEK: 2,
  PLN: 2,
  CZK: 2,
  DKK: 2,
  HUF: 0,
  RON: 2,
};

/** The member states that pay in their own currency; every other destination pays in euros. */
const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = {
  SE: 'SEK',
  PL: 'PLN',
  CZ: 'CZK',
  DK: 'DKK',
  HU: 'HUF',
  RO: 'RON',
};

/** The currency a customer shipping to `country` sees first; they may choose another. */
export function currencyForCountry(country: string | null | undefined): Currency {
  return COUNTRY_CURRENCY[(country ?? '').toUpperCase()] ?? DEFAULT_CURRENCY;
}
