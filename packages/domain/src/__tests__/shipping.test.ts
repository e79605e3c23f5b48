import { describe, expect, it } from 'vitest';
import { estimateShippingCents, shippingCentsForWeight } from '../shipping';

describe('shipping estimate', () => {
  it.each([
    [0, 399],
    [100, 399],
    [101, 499],
    [249, 499],
    [250, 549],
    [399, 549],
    [400, 699],
    [499, 699],
    [500, 799],
    [599, 799],
    [600, 899],
    [699, 899],
    [700, 1299],
    [10_000, 1299],
  ])('weight %i costs %i cents', (weight, cents) => {
    expect(shippingCentsForWeight(weight)).toBe(cents);
  });

  it.each([
    [1, 399], // 90
    [2, 499], // 180
    [3, 549], // 270
    [4, 549], // 360
    [5, 699], // 450
    [6, 799], // 540
    [7, 899], // 630
    [8, 1299], // 720
    [50, 1299],
  ])('%i items cost %i cents', (items, cents) => {
    expect(estimateShippingCents(items)).toBe(cents);
  });

  it('costs nothing for an empty cart', () => {
    expect(estimateShippingCents(0)).toBe(0);
  });

  it('rejects impossible counts and weights', () => {
    expect(() => estimateShippingCents(-1)).toThrow(RangeError);
    expect(() => estimateShippingCents(1.5)).toThrow(RangeError);
    expect(() => shippingCentsForWeight(-1)).toThrow(RangeError);
  });
});
