import type { Queue } from '../../jobs/queue';
import type { Fulfilment } from '../../ports/fulfilment';
import { simulatedProducerStepJob } from './simulated-step-job';
import { SIMULATED_STEPS, simulatedProducerOrderId, stepJobId } from './simulated-steps';

/**
 * The embedded producer (default without GELATO_API_KEY): accepts the order at once, answering
 * 'created' as Gelato does, and plans the next steps as delayed jobs, SIMULATED_PRODUCER_STEP_SECONDS
 * apart. Each step goes through applyProducerEvent, the code path of Gelato's webhook.
 */
export function createSimulatedFulfilment(options: { queue: Queue; stepSeconds: number }): Fulfilment {
  return {
    name: 'simulated',
    async submitOrder(order) {
      const producerOrderId = simulatedProducerOrderId(order.orderId);
      await options.queue.send(
        simulatedProducerStepJob,
        { orderId: order.orderId, producerOrderId, step: 1 },
        { id: stepJobId(order.orderId, 1), startAfter: new Date(Date.now() + options.stepSeconds * 1000) },
      );
      return { producerOrderId, status: SIMULATED_STEPS[0] };
    },
  };
}
