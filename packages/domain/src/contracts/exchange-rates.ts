import * as z from 'zod/mini';
import { CURRENCIES, type Currency } from '../currency';
import { EXCHANGE_RATE_SOURCES, exchangeRateSchema } from '../exchange-rates';
import { isoDateTimeSchema } from './common';

// The console's exchange rates: GET /v1/admin/exchange-rates and PUT /v1/admin/exchange-rates/{date}.

/** The currencies a rate is kept for: every one the shop sells in but the euro itself. */
export const RATE_CURRENCIES = CURRENCIES.filter((c) => c !== 'EUR') as Exclude<Currency, 'EUR'>[];

const day = z.iso.date('Use a date as YYYY-MM-DD');

/** `?from=2026-11-01&to=2026-11-28`; the last 30 days when absent. */
export const exchangeRatesQuerySchema = z.object({ from: z.optional(day), to: z.optional(day) }).check(
  z.refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: '"from" must not be after "to"',
    path: ['from'],
  }),
);
export type ExchangeRatesQuery = z.infer<typeof exchangeRatesQuerySchema>;

export const exchangeRateEntrySchema = z.object({
  currency: z.enum(RATE_CURRENCIES),
  /** Units of the currency per 1 EUR, as published ('11.2345'). */
  rate: z.string(),
  source: z.enum(EXCHANGE_RATE_SOURCES),
  /** The operator who entered it; null for the ECB's. */
  entered_by: z.nullable(z.string()),
  updated_at: isoDateTimeSchema,
});
export type ExchangeRateEntry = z.infer<typeof exchangeRateEntrySchema>;

export const exchangeRateDaySchema = z.object({
  date: day,
  rates: z.array(exchangeRateEntrySchema),
});
export type ExchangeRateDay = z.infer<typeof exchangeRateDaySchema>;

/** Days that have rates, newest first. */
export const exchangeRatesResponseSchema = z.object({ days: z.array(exchangeRateDaySchema) });
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesResponseSchema>;

export const exchangeRatesParamsSchema = z.object({ date: day });

/** A day's rates as the operator types them, one or more currencies; a currency left out keeps its rate. */
export const putExchangeRatesBodySchema = z.object({
  rates: z
    .strictObject(
      Object.fromEntries(RATE_CURRENCIES.map((c) => [c, z.optional(exchangeRateSchema)])) as Record<
        Exclude<Currency, 'EUR'>,
        z.ZodMiniOptional<typeof exchangeRateSchema>
      >,
    )
    .check(z.refine((rates) => Object.values(rates).some(Boolean), 'Enter at least one rate')),
});
export type PutExchangeRatesBody = z.infer<typeof putExchangeRatesBodySchema>;
