import { describe, expect, it } from 'vitest';
import { cartIn, currencyOrEuro, itemTotalIn } from '../cart-currency';
import type { Catalog } from '../catalog';
import { cartItem, tee } from './fixtures';

const catalog: Catalog = {
  products: [
    {
      ...tee,
      variants: tee.variants.map((v) =>
        v.sku === 'TEE-WHI-M' ? { ...v, prices: { EUR: 24.99, SEK: 279, HUF: 9990 } } : v,
      ),
    },
  ],
};

describe('the cart in a currency', () => {
  it("prices each line at the catalogue's price in the currency, the subtotal in minor units", () => {
    const items = [cartItem({ sku: 'TEE-WHI-M', quantity: 2 })];
    const inForints = cartIn(catalog, items, 'HUF');
    expect([inForints?.items[0]?.price, inForints?.subtotal]).toEqual([9990, 19980]);
    expect(itemTotalIn(inForints!.items[0]!, 'HUF')).toBe(19980);
    const inKronor = cartIn(catalog, items, 'SEK');
    expect([inKronor?.items[0]?.price, inKronor?.subtotal]).toEqual([279, 55800]);
    expect(itemTotalIn(inKronor!.items[0]!, 'SEK')).toBe(55800);
  });

  it('is null when a line has no price in the currency, or has left the catalogue', () => {
    expect(cartIn(catalog, [cartItem({ sku: 'TEE-BLK-M' })], 'SEK')).toBeNull();
    expect(cartIn(catalog, [cartItem({ sku: 'GONE' })], 'EUR')).toBeNull();
    expect(cartIn(catalog, [cartItem({ sku: 'TEE-BLK-M', quantity: 1 })], 'EUR')?.subtotal).toBe(2650);
  });

  it('reads an unknown code as euros', () => {
    expect([currencyOrEuro('SEK'), currencyOrEuro(undefined), currencyOrEuro('eur')]).toEqual([
      'SEK',
      'EUR',
      'EUR',
    ]);
  });
});
