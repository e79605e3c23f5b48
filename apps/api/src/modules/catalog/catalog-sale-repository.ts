import { and, eq, gt, inArray } from 'drizzle-orm';
import { catalogPrices } from '../../db/schema';
import type { Db } from '../../db/types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SalePeriod = { startsAt: Date; endsAt: Date };

/** The variants' sales from now on: one running ends now, one still to come is dropped. */
export async function endOpenSales(tx: Tx, skus: readonly string[], now: Date) {
  if (skus.length === 0) return;
  const open = and(
    inArray(catalogPrices.sku, [...skus]),
    eq(catalogPrices.kind, 'sale'),
    gt(catalogPrices.endsAt, now),
  );
  await tx.delete(catalogPrices).where(and(open, gt(catalogPrices.startsAt, now)));
  await tx.update(catalogPrices).set({ endsAt: now }).where(open);
}

/** A sale's rows in the price history, one per currency. */
export const saleRows = (
  sku: string,
  prices: Record<string, number>,
  period: SalePeriod,
  setBy: string,
): (typeof catalogPrices.$inferInsert)[] =>
  Object.entries(prices).map(([currency, price]) => ({
    sku,
    currency,
    kind: 'sale' as const,
    price: String(price),
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    setBy,
  }));
