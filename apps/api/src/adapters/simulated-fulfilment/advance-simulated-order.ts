import type { ProducerReports } from '../../ports/fulfilment';
import type { JobQueue } from '../../ports/job-queue';
import { simulatedProducerStepJob } from './simulated-step-job';
import { FIRST_TRACKED_STEP, SIMULATED_STEPS, simulatedTrackingNumber, stepJobId } from './simulated-steps';

// pg-boss plans delayed jobs to the second and polls at most every 0.5 s; steps shorter than
// this run inside one job, sleeping between them, so a 0.1 s step really is 0.1 s.
const SHORTEST_QUEUED_STEP_SECONDS = 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type StepDeps = { queue: Pick<JobQueue, 'send'>; reports: ProducerReports; stepSeconds: number };

/**
 * Reports one simulated step (and, for sub-second steps, the ones after it). Safe to run twice:
 * every step is an event with a stable id, and the next step's job has a stable id too.
 */
export async function advanceSimulatedOrder(
  deps: StepDeps,
  payload: { orderId: string; producerOrderId: string; step: number },
): Promise<void> {
  const { orderId, producerOrderId } = payload;
  const planNext = (step: number) =>
    deps.queue.send(
      simulatedProducerStepJob,
      { orderId, producerOrderId, step },
      { id: stepJobId(orderId, step), startAfter: new Date(Date.now() + deps.stepSeconds * 1000) },
    );

  for (let step = payload.step; step < SIMULATED_STEPS.length; step++) {
    const recorded = await deps.reports.recordedProducerOrder(orderId);
    if (recorded === undefined) return;
    if (recorded === null) {
      // The submission is not recorded yet: reporting now would overtake its 'created'. Throwing
      // lets the job's retry come back shortly.
      throw new Error(`simulated producer: order ${orderId} is not recorded as submitted yet`);
    }
    if (recorded !== producerOrderId) return;

    const status = SIMULATED_STEPS[step]!;
    const tracked = step >= FIRST_TRACKED_STEP;
    await deps.reports.report({
      eventId: `${producerOrderId}:${status}`,
      orderId,
      producerOrderId,
      status,
      ...(tracked ? { trackingNumber: simulatedTrackingNumber(producerOrderId) } : {}),
    });

    if (step + 1 >= SIMULATED_STEPS.length) return;
    if (deps.stepSeconds >= SHORTEST_QUEUED_STEP_SECONDS) {
      await planNext(step + 1);
      return;
    }
    await sleep(deps.stepSeconds * 1000);
  }
}
