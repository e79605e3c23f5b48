import { describe, expect, it } from 'vitest';
import type { CatalogPriceRow } from '../catalog-repository';
import { lowestPriorPrice, reducedPrices, saleOf } from '../price-history';

const DAY = 86_400_000;
const saleStart = new Date('2026-12-01T00:00:00Z');
const daysBefore = (days: number) => new Date(saleStart.getTime() - days * DAY);
let id = 0;
const row = (
  kind: 'regular' | 'sale',
  price: number,
  startsAt: Date,
  endsAt: Date | null = null,
): CatalogPriceRow => ({
  id: ++id,
  sku: 'CLS-WHI-M',
  currency: 'EUR',
  kind,
  price: String(price),
  startsAt,
  endsAt,
  setBy: null,
  createdAt: startsAt,
});

describe('the lowest price of the 30 days before a sale (Price Indication Directive, art. 6a)', () => {
  it('is the usual price when it never changed', () => {
    expect(lowestPriorPrice([], 'EUR', saleStart, 24.99)).toBe(24.99);
  });

  it('counts the price in force when the 30 days began, and every price set within them', () => {
    const history = [row('regular', 19.99, daysBefore(90)), row('regular', 24.99, daysBefore(10))];
    expect(lowestPriorPrice(history, 'EUR', saleStart, 24.99)).toBe(19.99);
  });

  it('forgets a price that ended before the 30 days began', () => {
    const history = [row('regular', 19.99, daysBefore(90)), row('regular', 24.99, daysBefore(31))];
    expect(lowestPriorPrice(history, 'EUR', saleStart, 24.99)).toBe(24.99);
  });

  it('counts an earlier sale that ran within the 30 days, not one that ended before them', () => {
    const base = row('regular', 24.99, daysBefore(90));
    const recent = row('sale', 14.99, daysBefore(20), daysBefore(15));
    const old = row('sale', 9.99, daysBefore(60), daysBefore(40));
    expect(lowestPriorPrice([base, recent], 'EUR', saleStart, 24.99)).toBe(14.99);
    expect(lowestPriorPrice([base, old], 'EUR', saleStart, 24.99)).toBe(24.99);
  });

  it('reads only its own currency', () => {
    const sek = { ...row('regular', 149, daysBefore(5)), currency: 'SEK' };
    expect(lowestPriorPrice([sek], 'EUR', saleStart, 24.99)).toBe(24.99);
  });
});

describe('the sale of a variant', () => {
  it('is the running one, else the next, and none once it ended', () => {
    const rows = [row('sale', 19.99, daysBefore(1), new Date(saleStart.getTime() + DAY))];
    expect(saleOf(rows, 'CLS-WHI-M', saleStart)).toMatchObject({ running: true, prices: { EUR: 19.99 } });
    expect(saleOf(rows, 'CLS-WHI-M', daysBefore(2))).toMatchObject({ running: false });
    expect(saleOf(rows, 'CLS-WHI-M', new Date(saleStart.getTime() + DAY))).toBeNull();
    expect(saleOf(rows, 'PRM-WHI-M', saleStart)).toBeNull();
  });
});

describe('a price so many percent lower', () => {
  it('keeps each currency’s digits and never rounds back up to the usual price', () => {
    expect(reducedPrices({ EUR: 24.99, HUF: 9990, SEK: 279 }, 20)).toEqual({
      EUR: 19.99,
      HUF: 7992,
      SEK: 223.2,
    });
    expect(reducedPrices({ EUR: 0.01, HUF: 1 }, 1)).toEqual({ EUR: 0, HUF: 0 });
  });
});
