import type { CartItem } from './cart-item';
import type { Catalog } from './catalog';
import { findVariantBySku } from './catalog-queries';
import { itemPriceIn } from './print-areas';
import { printedSides } from './print-location';
import { DEFAULT_CURRENCY, isCurrency, MINOR_UNIT_DIGITS, type Currency } from './currency';
import { toMinorUnits } from './money';

/** A currency code as a screen may pass it (unset, or an older order's), as the shop's own. */
export const currencyOrEuro = (code: string | null | undefined): Currency =>
  isCurrency(code) ? code : DEFAULT_CURRENCY;

/** A cart line's total in minor units of `currency`, its price being in that currency's major units. */
export const itemTotalIn = (item: CartItem, currency: Currency): number =>
  toMinorUnits(item.price, currency) * item.quantity;

/**
 * The cart as it will be ordered in `currency`: each line at the catalogue's price in it, with what
 * its further print areas add (the cart keeps its euro prices), and the subtotal in minor units. Null when a line's variant has no price
 * in that currency or has left the catalogue: the server would refuse that order.
 */
export function cartIn(
  catalog: Catalog,
  items: readonly CartItem[],
  currency: Currency,
): { items: CartItem[]; subtotal: number } | null {
  const priced: CartItem[] = [];
  let subtotal = 0;
  for (const item of items) {
    const found = findVariantBySku(catalog, item.sku);
    const unit = found && itemPriceIn(found.product, found.variant, printedSides(item), currency);
    if (!unit) return null;
    const line = { ...item, price: unit.amount / 10 ** MINOR_UNIT_DIGITS[currency] };
    priced.push(line);
    subtotal += unit.amount * item.quantity;
  }
  return { items: priced, subtotal };
}
