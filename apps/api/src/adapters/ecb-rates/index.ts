import { ReferenceRatesError, type DailyRates, type ReferenceRates } from '../../ports/reference-rates';
import { parseEcbRates } from './parse-ecb-rates';

export type EcbRatesOptions = {
  /** ECB_RATES_URL: the ECB's daily reference rates, or a copy of them. */
  url: string;
  timeoutMs?: number;
};

/** The European Central Bank's daily euro reference rates, read over HTTP. */
export function createEcbRates(options: EcbRatesOptions): ReferenceRates {
  return {
    source: 'ecb',
    async latest(): Promise<DailyRates> {
      let body: string;
      try {
        const res = await fetch(options.url, { signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        body = await res.text();
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new ReferenceRatesError(
          'unreachable',
          `The ECB rates could not be read from ${options.url}: ${why}`,
          {
            cause: err,
          },
        );
      }
      return parseEcbRates(body);
    },
  };
}
