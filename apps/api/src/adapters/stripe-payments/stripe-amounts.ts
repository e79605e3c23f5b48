import { isCurrency, MINOR_UNIT_DIGITS, type Currency } from '@prompttee/domain';

// Stripe counts every currency the shop sells in with two decimals, the forint included: a HUF
// amount is in fillér and must be a whole number of forints (a multiple of 100), which the shop's
// whole-forint amounts always are. https://docs.stripe.com/currencies#special-cases
const STRIPE_DIGITS = 2;

const factor = (currency: Currency) => 10 ** (STRIPE_DIGITS - MINOR_UNIT_DIGITS[currency]);

/** The shop's minor units -> Stripe's: 9990 HUF -> 999000; 27900 SEK stays 27900. */
export const toStripeAmount = (amount: number, currency: Currency): number => amount * factor(currency);

/** Stripe's minor units -> the shop's; a fractional forint comes back fractional, and is refused. */
export const fromStripeAmount = (amount: number, currency: Currency): number => amount / factor(currency);

/** Stripe writes codes in lower case ('sek'). */
export const toStripeCurrency = (currency: Currency): string => currency.toLowerCase();

/** A session's currency in the shop's terms; undefined for one the shop does not sell in. */
export function fromStripeCurrency(code: string | null | undefined): Currency | undefined {
  const upper = (code ?? '').toUpperCase();
  return isCurrency(upper) ? upper : undefined;
}
