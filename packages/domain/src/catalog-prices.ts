import type { CatalogPrices, CatalogSale, CatalogShipping } from './catalog';
import type { Currency } from './currency';
import { money, toMinorUnits, type Money } from './money';
import { ASSUMED_ITEM_WEIGHT } from './shipping';

// Prices per currency as the catalogue sets them: a round price in each currency (24.99 EUR,
// 279 SEK, 9990 HUF), in major units with the currency's own decimals, never converted. Their
// schemas are the catalogue's (catalog.ts): the designer shows prices before it parses anything.

/** The usual price and the 30-day lowest of a variant on sale, in `currency`. */
export function salePricesIn(sale: CatalogSale, currency: Currency) {
  const regular = sale.regular_prices[currency];
  const lowest = sale.lowest_prior_prices[currency];
  if (regular === undefined || lowest === undefined) return undefined;
  return {
    regular: money(toMinorUnits(regular, currency), currency),
    lowestPrior: money(toMinorUnits(lowest, currency), currency),
  };
}

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
