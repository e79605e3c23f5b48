import { MINOR_UNIT_DIGITS, type Currency } from '@prompttee/domain';
import type { CatalogPriceRow } from './catalog-repository';

const DAY_MS = 86_400_000;
/** The Price Indication Directive's period before a reduction (article 6a(2)). */
export const PRIOR_PRICE_DAYS = 30;

/**
 * The lowest price a variant had in `currency` during the 30 days before `saleStart`: the usual
 * price in force when that period began, every usual price set within it, and every other sale's
 * price that ran within it. `current` is the usual price when the history has none (never changed).
 */
export function lowestPriorPrice(
  history: readonly CatalogPriceRow[],
  currency: string,
  saleStart: Date,
  current: number,
): number {
  const from = saleStart.getTime() - PRIOR_PRICE_DAYS * DAY_MS;
  const to = saleStart.getTime();
  const own = history.filter((row) => row.currency === currency);
  const regular = own.filter((row) => row.kind === 'regular').sort((a, b) => +a.startsAt - +b.startsAt);
  const candidates: number[] = [];
  if (regular.length === 0) candidates.push(current);
  // The usual price in force when the period began (or the first one, for a variant newer than that).
  const atStart = regular.filter((row) => +row.startsAt <= from).at(-1);
  if (atStart) candidates.push(Number(atStart.price));
  for (const row of regular)
    if (+row.startsAt > from && +row.startsAt < to) candidates.push(Number(row.price));
  for (const row of own) {
    if (row.kind !== 'sale' || +row.startsAt >= to) continue;
    if (row.endsAt && +row.endsAt > from) candidates.push(Number(row.price));
  }
  // A variant first sold within the period has no price before it: its first usual price counts.
  if (candidates.length === 0 && regular[0]) candidates.push(Number(regular[0].price));
  return Math.min(...candidates);
}

/** The sale of `sku` running at `now`, per currency, or the next one set; null when none. */
export function saleOf(history: readonly CatalogPriceRow[], sku: string, now: Date) {
  const open = history.filter(
    (row) => row.sku === sku && row.kind === 'sale' && row.endsAt && +row.endsAt > +now,
  );
  if (open.length === 0) return null;
  const first = open.reduce((a, b) => (+a.startsAt <= +b.startsAt ? a : b));
  const rows = open.filter((row) => +row.startsAt === +first.startsAt);
  return {
    startsAt: first.startsAt,
    endsAt: first.endsAt!,
    running: +first.startsAt <= +now,
    prices: Object.fromEntries(rows.map((row) => [row.currency, Number(row.price)])),
  };
}

/**
 * Prices `percent` % lower, each rounded to its currency's digits (whole forints), and never
 * rounded back up to the usual price.
 */
export function reducedPrices(prices: Record<string, number>, percent: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(prices).map(([currency, price]) => {
      const scale = 10 ** (MINOR_UNIT_DIGITS[currency as Currency] ?? 2);
      const reduced = Math.round(price * scale * (1 - percent / 100)) / scale;
      return [currency, reduced < price ? reduced : Math.max(0, price - 1 / scale)];
    }),
  );
}
