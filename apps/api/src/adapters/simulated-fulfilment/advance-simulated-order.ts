import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Deps } from '../../deps';
import { applyProducerEvent } from '../../modules/orders/apply-producer-event';
import { simulatedProducerStepJob } from './simulated-step-job';
import { FIRST_TRACKED_STEP, SIMULATED_STEPS, simulatedTrackingNumber, stepJobId } from './simulated-steps';

// pg-boss plans delayed jobs to the second and polls at most every 0.5 s; steps shorter than
// this run inside one job, sleeping between them, so a 0.1 s step really is 0.1 s.
const SHORTEST_QUEUED_STEP_SECONDS = 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type StepDeps = Pick<Deps, 'db' | 'queue' | 'clock' | 'log'> & { stepSeconds: number };

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
    const [order] = await deps.db
      .select({ producerOrderId: orders.producerOrderId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) return;
    if (order.producerOrderId === null) {
      // The submission is not recorded yet: reporting now would overtake its 'created'. Throwing
      // lets the job's retry come back shortly.
      throw new Error(`simulated producer: order ${orderId} is not recorded as submitted yet`);
    }
    if (order.producerOrderId !== producerOrderId) return;

    const status = SIMULATED_STEPS[step]!;
    const tracked = step >= FIRST_TRACKED_STEP;
    await applyProducerEvent(deps, 'simulated', {
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
