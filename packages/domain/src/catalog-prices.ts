import * as z from 'zod/mini';
import { currencySchema } from './contracts/currency';
import type { Currency } from './currency';
import { hasCurrencyDigits, money, toMinorUnits, type Money } from './money';
import { ASSUMED_ITEM_WEIGHT } from './shipping';

// Prices per currency as the catalogue sets them: a round price in each currency (24.99 EUR,
// 279 SEK, 9990 HUF), in major units with the currency's own decimals, never converted.

/** `prices` of a variant or a shipping rate: ISO 4217 code -> price in major units. */
export const catalogPricesSchema = z.partialRecord(currencySchema, z.number().check(z.nonnegative())).check(
  z.superRefine((prices, ctx) => {
    for (const [currency, price] of Object.entries(prices) as [Currency, number][]) {
      if (!hasCurrencyDigits(price, currency)) {
        const message = `A ${currency} price has too many decimals`;
        ctx.addIssue({ code: 'custom', path: [currency], message, input: price });
      }
    }
  }),
);
export type CatalogPrices = z.infer<typeof catalogPricesSchema>;

/** Shipping by the parcel's weight (grams, as the spec's table): up to `max_weight`, null above all. */
export const catalogShippingSchema = z.object({
  rates: z
    .array(z.object({ max_weight: z.nullable(z.number().check(z.positive())), prices: catalogPricesSchema }))
    .check(z.minLength(1)),
});
export type CatalogShipping = z.infer<typeof catalogShippingSchema>;

/** What priceIn reads: the EUR `price` every variant has (the spec's field) and its `prices`. */
type Priced = { price: number; prices?: CatalogPrices | undefined };

/**
 * The variant's price in `currency`, from its `prices`; a catalogue without `prices` sells in
 * euros at `price`. Undefined when the catalogue sets no price in that currency.
 */
export function priceIn(variant: Priced, currency: Currency): Money | undefined {
  const major = variant.prices?.[currency] ?? (currency === 'EUR' ? variant.price : undefined);
  return major === undefined ? undefined : money(toMinorUnits(major, currency), currency);
}

/**
 * The struck-through shipping estimate for `totalItems` shirts in `currency`, from the
 * catalogue's rates; undefined when it has no rate in that currency for the weight.
 */
export function shippingIn(
  shipping: CatalogShipping,
  totalItems: number,
  currency: Currency,
): Money | undefined {
  if (!Number.isSafeInteger(totalItems) || totalItems < 0) {
    throw new RangeError(`Invalid item count: ${totalItems}`);
  }
  if (totalItems === 0) return money(0, currency);
  const weight = totalItems * ASSUMED_ITEM_WEIGHT;
  const rate = shipping.rates.find((r) => r.max_weight === null || weight <= r.max_weight);
  const major = rate?.prices[currency];
  return major === undefined ? undefined : money(toMinorUnits(major, currency), currency);
}
