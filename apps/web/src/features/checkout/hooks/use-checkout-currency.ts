import {
  cartIn,
  currencyForCountry,
  DEFAULT_CURRENCY,
  shippingIn,
  type CartItem,
  type Currency,
} from '@prompttee/domain';
import { useState } from 'react';
import { useCatalogPrices } from '../api/get-catalog-prices';

/**
 * The currency the order will be priced and paid in: the customer's choice, else the shipping
 * country's (SE pays in SEK, HU in HUF...), else euros. With it, the cart at the catalogue's
 * prices in that currency; while the catalogue loads, or where it sets no price in the currency,
 * the cart is shown, and ordered, in euros.
 */
export function useCheckoutCurrency(items: readonly CartItem[], destination: string | null | undefined) {
  const [chosen, choose] = useState<Currency | null>(null);
  const catalog = useCatalogPrices();
  const wanted = chosen ?? currencyForCountry(destination);
  const priced = catalog.data ? cartIn(catalog.data, items, wanted) : null;
  const currency = priced ? wanted : DEFAULT_CURRENCY;

  /** The cart's lines at their prices in `code` (an order placed earlier in that currency). */
  const itemsIn = (code: Currency): readonly CartItem[] =>
    (catalog.data && cartIn(catalog.data, items, code)?.items) ?? items;
  /** The struck-through shipping estimate in the currency, from the catalogue's rates. */
  const shippingOf = (totalItems: number, euroCents: number): number => {
    const rates = catalog.data?.shipping;
    const inCurrency = rates && shippingIn(rates, totalItems, currency)?.amount;
    // Without the catalogue's rate, the spec's euro table; no figure rather than a wrong one.
    return inCurrency ?? (currency === DEFAULT_CURRENCY ? euroCents : 0);
  };

  return {
    currency,
    choose,
    items: priced?.items ?? items,
    subtotal: priced?.subtotal,
    itemsIn,
    shippingOf,
  };
}
