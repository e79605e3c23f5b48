import * as z from 'zod/mini';
import { isMemberState, vatRateOn, type MemberState } from './vat-rates';

/**
 * One-Stop-Shop (the default): each order is taxed at its destination's rate. Domestic: at the
 * seller's own (Estonian) rate everywhere, for sellers under the EUR 10,000 cross-border threshold.
 */
export const VAT_SCHEMES = ['oss', 'domestic'] as const;
export const vatSchemeSchema = z.enum(VAT_SCHEMES);
export type VatScheme = z.infer<typeof vatSchemeSchema>;

/** Where the seller is established: the country whose rate the domestic scheme applies. */
export const SELLER_COUNTRY: MemberState = 'EE';

/** The VAT an order contains, fixed when it is created. `amount` is in cents, as `total_amount`. */
export const orderVatSchema = z.object({
  country: z.string().check(z.length(2)),
  rate_percent: z.number().check(z.nonnegative()),
  amount: z.number().check(z.int(), z.nonnegative()),
});
export type OrderVat = z.infer<typeof orderVatSchema>;

/** 2550 -> 25.5 */
export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;

/**
 * The VAT contained in a gross price: gross x rate / (100 % + rate), to the cent, half up. All in
 * integers (2 x numerator + denominator, floored), so no float ever decides a cent.
 */
export function vatContainedCents(grossCents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError(`bad amount ${grossCents}`);
  const denominator = 10_000 + basisPoints;
  return Math.floor((2 * grossCents * basisPoints + denominator) / (2 * denominator));
}

/** The Estonian calendar day of an instant: the seller's books run on Tallinn time. */
export function tallinnDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(at);
}

export type VatBreakdown = { country: MemberState; basisPoints: number; vatCents: number };

/** The VAT of an order shipped to `destination`, created at `at`, costing `grossCents` in all. */
export function orderVat(input: {
  destination: string;
  scheme: VatScheme;
  at: Date;
  grossCents: number;
}): VatBreakdown {
  const destination = isMemberState(input.destination) ? input.destination : SELLER_COUNTRY;
  const country = input.scheme === 'oss' ? destination : SELLER_COUNTRY;
  const { basisPoints } = vatRateOn(country, tallinnDay(input.at));
  return { country, basisPoints, vatCents: vatContainedCents(input.grossCents, basisPoints) };
}

/** The wire shape of a stored breakdown. */
export function toOrderVat(vat: VatBreakdown): OrderVat {
  return { country: vat.country, rate_percent: basisPointsToPercent(vat.basisPoints), amount: vat.vatCents };
}

/** "incl. 19 % VAT €3.99": the line checkout and history show under a total. */
export function vatLine(vat: OrderVat, formatEuro: (cents: number) => string): string {
  return `incl. ${vat.rate_percent} % VAT ${formatEuro(vat.amount)}`;
}
