import type { NeedsOf, WorkerDeps } from './worker-deps';
import { importExchangeRates } from '../modules/exchange-rates/import-exchange-rates';
import {
  IMPORT_EXCHANGE_RATES_CRON,
  importExchangeRatesJob,
} from '../modules/exchange-rates/import-exchange-rates-job';
import type { Queue } from './queue';

export { importExchangeRatesJob };

/** Imports the ECB's rates daily, and once now: a shop that was down yesterday is current at once. */
export async function workImportExchangeRates(
  deps: WorkerDeps<NeedsOf<typeof importExchangeRates>> & { queue: Pick<Queue, 'send'> },
): Promise<void> {
  await deps.queue.work(importExchangeRatesJob, async () => {
    await importExchangeRates(deps);
  });
  await deps.queue.schedule(importExchangeRatesJob, IMPORT_EXCHANGE_RATES_CRON, {});
  // Several processes starting together may each send one: an import run twice writes nothing new.
  await deps.queue.send(importExchangeRatesJob, {}, { singletonKey: 'at-start' });
}
