import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@prompttee/domain';

/**
 * A stored order's currency as the contracts type it. Orders store codes from the contract
 * (migration 0015 wrote the older 'eur' as 'EUR'); anything else would be a row written by hand,
 * and then euros, in which every order before currencies was placed.
 */
export const orderCurrency = (row: { currency: string }): Currency =>
  isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY;
