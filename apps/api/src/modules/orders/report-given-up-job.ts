import type { GivenUpJob } from '../../ports/job-queue';
import { raiseAlert } from '../alerts/raise-alert';
import { submitOrderJob } from './submit-order-job';
import type { UseCaseDeps } from '../use-case-deps';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * A job failed its last attempt and went to the dead letter: an operator must hear of it. A paid
 * order the producer would not take is the one that costs a customer their shirt, so it gets its
 * own kind, named by the order, and the console links to the order (where "Retry submission" is).
 */
export async function reportGivenUpJob(
  deps: Pick<UseCaseDeps, 'alerts' | 'identity' | 'orders' | 'mailer' | 'config' | 'log'>,
  job: GivenUpJob,
): Promise<void> {
  if (job.name === submitOrderJob.name) {
    const parsed = submitOrderJob.payload.safeParse(job.payload);
    const order = parsed.success ? await deps.orders.byId(parsed.data.orderId) : null;
    if (order) {
      await raiseAlert(deps, {
        kind: 'producer_refused',
        ref: `order:${order.id}`,
        orderId: order.id,
        text: {
          key: 'producerGaveUp',
          values: { order: order.displayOrderId, attempts: job.attempts, reason: reasonOf(job.error) },
        },
      });
      return;
    }
  }
  await raiseAlert(deps, {
    kind: 'dead_letter_job',
    ref: `job:${job.id}`,
    text: {
      key: 'jobGaveUp',
      values: { job: job.name, attempts: job.attempts, reason: reasonOf(job.error) },
    },
  });
}
