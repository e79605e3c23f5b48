import { readProducerMap } from '@prompttee/catalog';
import type { Config } from '../config';
import type { Queue } from '../jobs/queue';
import type { Fulfilment, FulfilmentWebhook } from '../ports/fulfilment';
import { createGelatoFulfilment } from './gelato-fulfilment';
import { createSimulatedFulfilment } from './simulated-fulfilment';

export type ShopFulfilment = Fulfilment & Partial<FulfilmentWebhook>;

/** Gelato when GELATO_API_KEY is set (config then requires GELATO_WEBHOOK_SECRET), else the simulation. */
export function selectFulfilment(config: Config, queue: Queue): ShopFulfilment {
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
