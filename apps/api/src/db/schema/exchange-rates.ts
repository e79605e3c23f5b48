import { date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The exchange rates the shop keeps, one per day and currency: units of the currency per 1 EUR,
 * as the European Central Bank publishes them (imported daily) or as an operator entered them
 * where the import could not reach the ECB. An invoice converts its VAT at the latest rate on or
 * before its day of supply. `numeric` without a scale keeps the rate's digits as published.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate').notNull(),
    // ecb | operator
    source: text('source').$type<'ecb' | 'operator'>().notNull(),
    // The operator's e-mail address; null for the ECB's.
    enteredBy: text('entered_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.day] })],
);
