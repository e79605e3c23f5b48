import type { ExchangeRateDay, PutExchangeRatesBody } from '@prompttee/domain';
import { operatorText, tallinnDay } from '@prompttee/domain';
import { fieldError } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import type { ExchangeRateRepository, ExchangeRateRow } from './exchange-rate-repository';
import { toRateDay } from './list-exchange-rates';

/** The operator as the console's routes identify them (checked there). */
type Operator = { id: string; email: string };

const asText = (rows: readonly ExchangeRateRow[]) =>
  Object.fromEntries(rows.map((row) => [row.currency, `${row.rate} (${row.source})`]));

/**
 * PUT /v1/admin/exchange-rates/{date}: an operator enters a day's rates where the import cannot
 * reach the ECB. A day still to come has no rate yet (400, naming the date). Audited with who,
 * when, and the day's rates before and after.
 */
export async function setExchangeRates(
  deps: Pick<UseCaseDeps, 'clock' | 'audit'> & { exchangeRates: ExchangeRateRepository },
  input: { operator: Operator; day: string; body: PutExchangeRatesBody },
): Promise<ExchangeRateDay> {
  const now = deps.clock.now();
  if (input.day > tallinnDay(now))
    throw fieldError('date', 'A rate can only be entered for today or a past day');
  const rates = Object.fromEntries(
    Object.entries(input.body.rates).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const { before, after } = await deps.exchangeRates.setOperatorDay(
    input.day,
    rates,
    input.operator.email,
    now,
  );
  const entered = Object.entries(rates).map(([currency, rate]) => `1 EUR = ${rate} ${currency}`);
  await deps.audit.record({
    actor: input.operator,
    action: 'exchange_rates.set',
    summary: `Exchange rates of ${input.day}: ${entered.join(', ')}`,
    summaryText: operatorText('exchange_rates_set', { day: input.day, rates }),
    detail: { day: input.day, before: asText(before), after: asText(after) },
    at: now,
  });
  return toRateDay(input.day, after);
}
