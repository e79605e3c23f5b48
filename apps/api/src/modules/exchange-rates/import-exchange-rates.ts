import { ReferenceRatesError, type ReferenceRates } from '../../ports/reference-rates';
import type { UseCaseDeps } from '../use-case-deps';
import type { ExchangeRateRepository } from './exchange-rate-repository';

export type ImportExchangeRatesDeps = Pick<UseCaseDeps, 'clock' | 'log'> & {
  referenceRates: ReferenceRates;
  exchangeRates: ExchangeRateRepository;
};

export type ImportOutcome =
  | { status: 'imported'; day: string; written: number }
  | { status: 'unreachable' | 'refused'; reason: string };

/**
 * Reads the ECB's latest day into the rate table. The ECB out of reach (no internet, an outage)
 * is a warning, not a failure: the next run tries again, and an operator can enter the day's rates
 * meanwhile. A file that is not the ECB's rates is refused whole, nothing written.
 */
export async function importExchangeRates(deps: ImportExchangeRatesDeps): Promise<ImportOutcome> {
  try {
    const { day, rates } = await deps.referenceRates.latest();
    const written = await deps.exchangeRates.saveEcbDay(day, rates, deps.clock.now());
    deps.log.info({ day, written, currencies: Object.keys(rates) }, 'ECB exchange rates imported');
    return { status: 'imported', day, written };
  } catch (err) {
    if (!(err instanceof ReferenceRatesError)) throw err;
    deps.log.warn({ err: err.message }, 'ECB exchange rates not imported');
    return { status: err.reason === 'unreachable' ? 'unreachable' : 'refused', reason: err.message };
  }
}
