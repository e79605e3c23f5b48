import * as z from 'zod/mini';
import { MINOR_UNIT_DIGITS, type Currency } from './currency';
import type { Money } from './money';

// Exchange rates as the European Central Bank publishes them: units of a currency per 1 EUR
// ('11.2345' SEK), kept as decimal text so that no float ever decides a cent.

export const EXCHANGE_RATE_SOURCES = ['ecb', 'operator'] as const;
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];

const RATE = /^(\d{1,7})(?:\.(\d{1,6}))?$/;

/** A positive rate per 1 EUR, at most 6 decimals (the ECB gives 4 or 5 significant digits). */
export const exchangeRateSchema = z.string().check(
  z.regex(RATE, 'Write a rate as units per 1 EUR, like 11.2345'),
  z.refine((rate) => /[1-9]/.test(rate), 'A rate must be more than 0'),
);

export function isExchangeRate(value: string): boolean {
  return exchangeRateSchema.safeParse(value).success;
}

/** '11.2345' -> 112345n at scale 4. */
function scaled(rate: string): { mantissa: bigint; scale: number } {
  const match = RATE.exec(rate);
  if (!match || !/[1-9]/.test(rate)) throw new RangeError(`Not an exchange rate: ${rate}`);
  const fraction = match[2] ?? '';
  return { mantissa: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

/**
 * An amount converted to euro cents at `rate` (units of its currency per 1 EUR): amount / rate,
 * to the cent, half away from zero, in integers. 1234 öre at 11.2345 -> 110 cents.
 */
export function toEuroCents(amount: Money, rate: string): number {
  if (amount.currency === 'EUR') return amount.amount;
  const { mantissa, scale } = scaled(rate);
  // cents = minor / 10^digits / (mantissa / 10^scale) * 100
  const numerator = BigInt(Math.abs(amount.amount)) * 100n * 10n ** BigInt(scale);
  const denominator = mantissa * 10n ** BigInt(MINOR_UNIT_DIGITS[amount.currency]);
  const cents = Number((2n * numerator + denominator) / (2n * denominator));
  return amount.amount < 0 ? -cents : cents;
}

/** The rate that converts an amount of `currency`: the same currency needs none. */
export const needsExchangeRate = (currency: Currency): boolean => currency !== 'EUR';
