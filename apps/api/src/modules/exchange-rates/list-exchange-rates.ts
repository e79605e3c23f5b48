import type { ExchangeRateDay, ExchangeRatesQuery, ExchangeRatesResponse } from '@prompttee/domain';
import { tallinnDay } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import type { ExchangeRateRepository, ExchangeRateRow } from './exchange-rate-repository';

const DAY_MS = 86_400_000;
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** A day's rows in the contract's shape. */
export function toRateDay(day: string, rows: readonly ExchangeRateRow[]): ExchangeRateDay {
  return {
    date: day,
    rates: rows.map((row) => ({
      currency: row.currency as ExchangeRateDay['rates'][number]['currency'],
      rate: row.rate,
      source: row.source,
      entered_by: row.enteredBy,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

/** GET /v1/admin/exchange-rates: the days that have rates, newest first (the last 30 days unless asked). */
export async function listExchangeRates(
  deps: Pick<UseCaseDeps, 'clock'> & { exchangeRates: ExchangeRateRepository },
  query: ExchangeRatesQuery,
): Promise<ExchangeRatesResponse> {
  const to = query.to ?? tallinnDay(deps.clock.now());
  const from = query.from ?? daysBefore(to, 30);
  const rows = await deps.exchangeRates.between(from, to);
  const byDay = new Map<string, ExchangeRateRow[]>();
  for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  return { days: [...byDay].map(([day, dayRows]) => toRateDay(day, dayRows)) };
}
