import { advanceSimulatedOrder } from '../adapters/simulated-fulfilment/advance-simulated-order';
import { simulatedProducerStepJob } from '../adapters/simulated-fulfilment/simulated-step-job';
import type { Deps } from '../deps';

/** Runs the simulated producer's steps; only needed while it is the shop's producer. */
export async function workSimulatedProducerStep(deps: Deps): Promise<void> {
  if (deps.fulfilment.name !== 'simulated') return;
  const stepSeconds = deps.config.SIMULATED_PRODUCER_STEP_SECONDS;
  await deps.queue.work(simulatedProducerStepJob, (payload) =>
    advanceSimulatedOrder({ ...deps, stepSeconds }, payload),
  );
}
