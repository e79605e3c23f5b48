import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

/** Reads the ECB's daily reference rates into the rate table: daily, and once when workers start. */
export const importExchangeRatesJob = defineJob({
  name: 'import-exchange-rates',
  payload: z.object({}),
  // An unreachable ECB is not a failure (the use case logs it), so retries only cover the database.
  queue: { retryLimit: 3, retryDelay: 60, expireInSeconds: 120 },
  pollingIntervalSeconds: 30,
});

/**
 * The ECB publishes around 16:00 CET on working days; 16:30 UTC is after that summer and winter.
 * The run at start fills a table that is empty or a day behind.
 */
export const IMPORT_EXCHANGE_RATES_CRON = '30 16 * * *';
