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
  // Sent before the worker starts, so its first look for work finds it rather than the next one
  // (30 s on). Several processes starting together may each send one: a second run writes nothing.
  await deps.queue.send(importExchangeRatesJob, {}, { singletonKey: 'at-start' });
  await deps.queue.work(importExchangeRatesJob, async () => {
    await importExchangeRates(deps);
  });
  await deps.queue.schedule(importExchangeRatesJob, IMPORT_EXCHANGE_RATES_CRON, {});
}
