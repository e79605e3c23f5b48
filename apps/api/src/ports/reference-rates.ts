import type { Currency } from '@prompttee/domain';

/** One day's published rates: units of each currency per 1 EUR, as decimal text ('11.2345'). */
export type DailyRates = { day: string; rates: Partial<Record<Exclude<Currency, 'EUR'>, string>> };

/** Why no rates came: the publisher could not be reached, or what it sent is not its rates file. */
export class ReferenceRatesError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'malformed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ReferenceRatesError';
  }
}

/** A publisher of reference exchange rates (the European Central Bank). */
export interface ReferenceRates {
  readonly source: 'ecb';
  /** The latest day's rates of the shop's currencies; throws ReferenceRatesError. */
  latest(): Promise<DailyRates>;
}
