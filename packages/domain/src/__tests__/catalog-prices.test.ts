import { describe, expect, it } from 'vitest';
import { catalogPricesSchema, parseCatalog, type CatalogShipping } from '../catalog';
import { priceIn, shippingIn } from '../catalog-prices';
import { tee } from './fixtures';

const shipping: CatalogShipping = {
  rates: [
    { max_weight: 100, prices: { EUR: 3.99, HUF: 1590 } },
    { max_weight: null, prices: { EUR: 12.99, HUF: 5190 } },
  ],
};

describe('priceIn', () => {
  it("reads the variant's price in each currency, in minor units with its currency", () => {
    const variant = { price: 24.99, prices: { EUR: 24.99, SEK: 279, HUF: 9990 } };
    expect(priceIn(variant, 'SEK')).toEqual({ amount: 27900, currency: 'SEK' });
    expect(priceIn(variant, 'HUF')).toEqual({ amount: 9990, currency: 'HUF' });
    expect(priceIn(variant, 'PLN')).toBeUndefined();
  });

  it('sells a variant without `prices` in euros only, at `price`', () => {
    expect(priceIn({ price: 26.5 }, 'EUR')).toEqual({ amount: 2650, currency: 'EUR' });
    expect(priceIn({ price: 26.5 }, 'SEK')).toBeUndefined();
  });
});

describe('catalog prices', () => {
  it('refuses more decimals than the currency has, naming it', () => {
    const result = catalogPricesSchema.safeParse({ EUR: 24.999, HUF: 9990.5, SEK: 279.5 });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['EUR', 'A EUR price has too many decimals'],
      ['HUF', 'A HUF price has too many decimals'],
    ]);
    expect(catalogPricesSchema.safeParse({ USD: 10 }).success).toBe(false);
  });

  it('keeps readable prices and shipping; unreadable prices leave the variant in euros', () => {
    const [first, ...rest] = tee.variants;
    const json = {
      products: [{ ...tee, variants: [{ ...first, prices: { HUF: 1.5 } }, ...rest] }],
      shipping,
    };
    const parsed = parseCatalog(json);
    expect(parsed.shipping).toEqual(shipping);
    expect(parsed.products[0]?.variants[0]?.prices).toBeUndefined();
    expect(parsed.products[0]?.variants).toHaveLength(tee.variants.length);
    expect(parseCatalog({ products: [tee], shipping: { rates: 'x' } }).shipping).toBeUndefined();
  });
});

describe('shippingIn', () => {
  it('prices the estimate by weight in the currency', () => {
    expect(shippingIn(shipping, 1, 'HUF')).toEqual({ amount: 1590, currency: 'HUF' });
    expect(shippingIn(shipping, 2, 'EUR')).toEqual({ amount: 1299, currency: 'EUR' });
    expect(shippingIn(shipping, 0, 'SEK')).toEqual({ amount: 0, currency: 'SEK' });
    expect(shippingIn(shipping, 1, 'SEK')).toBeUndefined();
  });
});
