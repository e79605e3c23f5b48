import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { exchangeRates } from '../../db/schema';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
type Rates = Record<string, string>;

/** The shop's table of daily rates per 1 EUR (exchange_rates). */
export function createExchangeRateRepository(db: Db) {
  return {
    /** The latest rate of `currency` on or before `day`; null when the table has none. */
    async rateOn(currency: string, day: string): Promise<ExchangeRateRow | null> {
      const [row] = await db
        .select()
        .from(exchangeRates)
        .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.day, day)))
        .orderBy(desc(exchangeRates.day))
        .limit(1);
      return row ?? null;
    },

    /** Every rate from `from` to `to`, both included, newest day first. */
    between(from: string, to: string): Promise<ExchangeRateRow[]> {
      return db
        .select()
        .from(exchangeRates)
        .where(and(gte(exchangeRates.day, from), lte(exchangeRates.day, to)))
        .orderBy(desc(exchangeRates.day), exchangeRates.currency);
    },

    /**
     * Stores a day the ECB published. A rate an operator entered for that day stays: it is an
     * audited decision, which only another operator entry changes. Answers how many were written.
     */
    async saveEcbDay(day: string, rates: Rates, now: Date): Promise<number> {
      const values = Object.entries(rates).map(([currency, rate]) => ({
        day,
        currency,
        rate,
        source: 'ecb' as const,
        enteredBy: null,
        createdAt: now,
        updatedAt: now,
      }));
      if (values.length === 0) return 0;
      const written = await db
        .insert(exchangeRates)
        .values(values)
        .onConflictDoUpdate({
          target: [exchangeRates.currency, exchangeRates.day],
          set: { rate: sql`excluded.rate`, updatedAt: now },
          setWhere: and(eq(exchangeRates.source, 'ecb'), ne(exchangeRates.rate, sql`excluded.rate`)),
        })
        .returning({ currency: exchangeRates.currency });
      return written.length;
    },

    /**
     * An operator's rates for a day, replacing what the day had for those currencies. Answers the
     * day's rates before and after, for the audit log.
     */
    async setOperatorDay(
      day: string,
      rates: Rates,
      operatorEmail: string,
      now: Date,
    ): Promise<{ before: ExchangeRateRow[]; after: ExchangeRateRow[] }> {
      return db.transaction(async (tx) => {
        const ofDay = () =>
          tx.select().from(exchangeRates).where(eq(exchangeRates.day, day)).orderBy(exchangeRates.currency);
        const before = await ofDay();
        for (const [currency, rate] of Object.entries(rates)) {
          const row = { rate, source: 'operator' as const, enteredBy: operatorEmail, updatedAt: now };
          await tx
            .insert(exchangeRates)
            .values({ day, currency, ...row, createdAt: now })
            .onConflictDoUpdate({ target: [exchangeRates.currency, exchangeRates.day], set: row });
        }
        return { before, after: await ofDay() };
      });
    },
  };
}

export type ExchangeRateRepository = ReturnType<typeof createExchangeRateRepository>;
