import { money, toEuroCents, type Currency } from '@prompttee/domain';
import { AppError } from '../../errors';
import type { ExchangeRateRepository } from '../exchange-rates/exchange-rate-repository';
import type { InvoiceDocument, InvoiceEuroAmounts } from './invoice-repository';

/**
 * How old the latest rate may be on the day of supply. The ECB publishes on every TARGET working
 * day, and its longest pause (Easter) is 4 days; an older rate means the import has stopped, and
 * an operator should enter the day's rates rather than the invoice take a stale one.
 */
export const MAX_RATE_AGE_DAYS = 7;

/** No usable rate for a document's currency and day: the invoice waits (its job fails and retries). */
export class ExchangeRateMissing extends AppError {
  constructor(
    readonly currency: Currency,
    readonly day: string,
  ) {
    super(
      'CONFLICT',
      'This invoice is not ready yet: it waits for the day’s exchange rate. Please try again later.',
      {
        currency,
        day,
      },
    );
  }
}

const ageInDays = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The totals in euros of a document in `currency`, at the latest rate on or before its day of
 * supply (VAT Directive 2006/112/EC, article 91: the ECB's latest rate); nothing for euros.
 * Throws ExchangeRateMissing when the table has no rate of the last MAX_RATE_AGE_DAYS.
 */
export async function euroAmountsOf(
  deps: { exchangeRates: Pick<ExchangeRateRepository, 'rateOn'> },
  input: { currency: Currency; supplyDate: string; totals: InvoiceDocument['totals'] },
): Promise<InvoiceEuroAmounts | undefined> {
  const { currency, supplyDate, totals } = input;
  if (currency === 'EUR') return undefined;
  const row = await deps.exchangeRates.rateOn(currency, supplyDate);
  if (!row || ageInDays(row.day, supplyDate) > MAX_RATE_AGE_DAYS)
    throw new ExchangeRateMissing(currency, supplyDate);
  const vat = toEuroCents(money(totals.vat, currency), row.rate);
  const gross = toEuroCents(money(totals.gross, currency), row.rate);
  return { rate: row.rate, rateDate: row.day, source: row.source, net: gross - vat, vat, gross };
}
