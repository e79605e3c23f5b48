import { producerProductUid, type ProducerMap, readProducerMap } from '@prompttee/catalog';
import { AppError } from '../../errors';
import type { Fulfilment } from '../../ports/fulfilment';
import type { JobQueue } from '../../ports/job-queue';
import { advanceSimulatedOrder } from './advance-simulated-order';
import { simulatedProducerStepJob } from './simulated-step-job';
import { SIMULATED_STEPS, simulatedProducerOrderId, stepJobId } from './simulated-steps';

/**
 * The embedded producer (default without GELATO_API_KEY): accepts the order at once, answering
 * 'created' as Gelato does, and plans the next steps as delayed jobs, SIMULATED_PRODUCER_STEP_SECONDS
 * apart. Its step job is its own: the workers start it through `startWorkers`, and each step is
 * reported like a webhook event (applyProducerEvent, the code path of Gelato's webhook). Like
 * Gelato it refuses a variant the producer map does not name, so a product added to the catalogue
 * without its producer UID fails here in development, not first with the real producer.
 */
export function createSimulatedFulfilment(options: {
  queue: Pick<JobQueue, 'send' | 'work'>;
  stepSeconds: number;
  producerMap?: ProducerMap;
}): Fulfilment {
  const map = options.producerMap ?? readProducerMap();
  return {
    name: 'simulated',
    async submitOrder(order) {
      for (const item of order.items) {
        if (!producerProductUid(map, item.productId, item.colorCode, item.sizeCode))
          throw new AppError('NOT_CONFIGURED', `No producer product for ${item.sku} in producer-map.json`);
      }
      const producerOrderId = simulatedProducerOrderId(order.orderId);
      await options.queue.send(
        simulatedProducerStepJob,
        { orderId: order.orderId, producerOrderId, step: 1 },
        { id: stepJobId(order.orderId, 1), startAfter: new Date(Date.now() + options.stepSeconds * 1000) },
      );
      return { producerOrderId, status: SIMULATED_STEPS[0] };
    },
    async startWorkers(reports) {
      const deps = { queue: options.queue, reports, stepSeconds: options.stepSeconds };
      await options.queue.work(simulatedProducerStepJob, (payload) => advanceSimulatedOrder(deps, payload));
    },
  };
}
