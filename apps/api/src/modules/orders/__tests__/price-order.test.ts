import { DEFAULT_PLACEMENT } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { priceOrder } from '../price-order';
import { catalog } from './checkout-fixtures';

const FRONT = '0b6f2a4e-8a57-4d8c-9a55-3f1c2b7d9e10';
const BACK = '6c1d9b3e-2f4a-4e6b-8c7d-1a2b3c4d5e6f';

describe('pricing an order from the catalog', () => {
  it('takes every unit price from the catalog, in cents', () => {
    const priced = priceOrder(catalog, [
      { product_id: 'TEE-WHI-M', quantity: 3, designs: { front: FRONT } },
      {
        product_id: 'TEE-BLK-L',
        quantity: 1,
        designs: { front: FRONT, back: BACK },
        placements: { back: { x: 0.5, y: 0.2, width: 0.4, rotation: 0 } },
      },
    ]);
    expect(priced.subtotalCents).toBe(3 * 2499 + 2650);
    expect(priced.lines[1]).toEqual({
      productId: 'classic-tee',
      sku: 'TEE-BLK-L',
      colorCode: 'BLK',
      sizeCode: 'L',
      quantity: 1,
      unitPriceCents: 2650,
      currency: 'EUR',
      designs: { front: FRONT, back: BACK },
      // The side without a placement gets the default one.
      placements: { front: DEFAULT_PLACEMENT, back: { x: 0.5, y: 0.2, width: 0.4, rotation: 0 } },
      layers: null,
    });
  });

  it('refuses a placement on a side without a design, naming the line', () => {
    expect(() =>
      priceOrder(catalog, [
        {
          product_id: 'TEE-WHI-M',
          quantity: 1,
          designs: { front: FRONT },
          placements: { back: DEFAULT_PLACEMENT },
        },
      ]),
    ).toThrow(/items\.0\.placements: There is no design on the back to place/);
  });

  it('names the line of an unknown product', () => {
    const err = (() => {
      try {
        priceOrder(catalog, [
          { product_id: 'TEE-WHI-M', quantity: 1, designs: { front: FRONT } },
          { product_id: 'GONE', quantity: 1, designs: { front: FRONT } },
        ]);
      } catch (e) {
        return e;
      }
    })() as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('BAD_REQUEST');
    expect(err.details).toEqual({
      issues: [{ field: 'items.1.product_id', message: 'Unknown product GONE' }],
    });
  });

  it('refuses an order that would cost nothing', () => {
    const free = structuredClone(catalog);
    free.products[0]!.variants[0]!.price = 0;
    free.products[0]!.variants[0]!.prices = { EUR: 0, HUF: 0 };
    expect(() =>
      priceOrder(free, [{ product_id: 'TEE-WHI-M', quantity: 1, designs: { front: FRONT } }]),
    ).toThrow('An order must cost more than €0.00');
    const inForints = [{ product_id: 'TEE-WHI-M', quantity: 1, designs: { front: FRONT } }];
    expect(() => priceOrder(free, inForints, 'HUF')).toThrow('An order must cost more than HUF\u00a00');
  });

  it("prices each line at the catalogue's price in the order's currency, never converted", () => {
    const priced = priceOrder(
      catalog,
      [{ product_id: 'TEE-WHI-M', quantity: 2, designs: { front: FRONT } }],
      'HUF',
    );
    expect([priced.currency, priced.subtotalCents, priced.lines[0]?.unitPriceCents]).toEqual([
      'HUF',
      19980,
      9990,
    ]);
  });
});
