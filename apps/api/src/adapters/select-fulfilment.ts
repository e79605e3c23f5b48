import { readProducerMap } from '@prompttee/catalog';
import type { Config } from '../config';
import type { Fulfilment } from '../ports/fulfilment';
import type { JobQueue } from '../ports/job-queue';
import { createGelatoFulfilment } from './gelato-fulfilment';
import { createSimulatedFulfilment } from './simulated-fulfilment';

/** Gelato when GELATO_API_KEY is set (config then requires GELATO_WEBHOOK_SECRET), else the simulation. */
export function selectFulfilment(config: Config, queue: Pick<JobQueue, 'send' | 'work'>): Fulfilment {
  if (config.GELATO_API_KEY) {
    return createGelatoFulfilment({
      apiKey: config.GELATO_API_KEY,
      baseUrl: config.GELATO_API_BASE,
      webhookSecret: config.GELATO_WEBHOOK_SECRET!,
      producerMap: readProducerMap(),
    });
  }
  return createSimulatedFulfilment({ queue, stepSeconds: config.SIMULATED_PRODUCER_STEP_SECONDS });
}
