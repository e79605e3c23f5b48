import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../../ports/job-queue';
import { waitFor } from '../../orders/__tests__/capturing-mailer';
import { submitOrderJob } from '../../orders/submit-order-job';
import { reportGivenUpJob } from '../../orders/report-given-up-job';
import { createAdminTestApp, OPERATOR_EMAIL, type AdminTestApp } from './admin-test-app';

const alwaysFails = defineJob({
  name: 'test-always-fails',
  payload: z.object({ n: z.number() }),
  pollingIntervalSeconds: 0.5,
  queue: { retryLimit: 1, retryDelay: 1 },
});

describe('jobs that run out of retries', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
    await t.deps.queue.start();
    t.deps.queue.onGivenUp((job) => reportGivenUpJob(t.deps, job));
  });
  afterAll(async () => t.close());

  const openAlerts = async () =>
    (await t.call('GET', '/alerts')).json().alerts as {
      kind: string;
      message: string;
      order_id: string | null;
    }[];

  it('raise one dead-letter alert after the last attempt, not before', async () => {
    let attempts = 0;
    await t.deps.queue.work(alwaysFails, async () => {
      attempts += 1;
      throw new Error('the printer is on fire');
    });
    await t.deps.queue.send(alwaysFails, { n: 1 });
    await waitFor(async () => (await openAlerts()).some((a) => a.kind === 'dead_letter_job'), 20_000);
    expect(attempts).toBe(2);
    const [alert] = (await openAlerts()).filter((a) => a.kind === 'dead_letter_job');
    expect(alert!.message).toBe(
      'Job test-always-fails failed for good after 2 attempts: the printer is on fire',
    );
    // The e-mails follow the alert (each in its operator's language, looked up first).
    const mailed = () => t.mail.filter((m) => m.to === OPERATOR_EMAIL && m.subject.includes('Alert:'));
    await waitFor(() => mailed().length > 0);
    expect(mailed()).toHaveLength(1);
  });

  it('names the order when the producer submission is the job that gave up', async () => {
    const order = await t.paidOrder();
    const job = { name: submitOrderJob.name, id: 'job-1', payload: { orderId: order.id }, attempts: 13 };
    await reportGivenUpJob(t.deps, { ...job, error: new Error('Gelato order create failed with 400') });
    await reportGivenUpJob(t.deps, { ...job, id: 'job-2', error: new Error('again') });
    const refused = (await openAlerts()).filter((a) => a.kind === 'producer_refused');
    expect(refused).toEqual([
      expect.objectContaining({
        order_id: order.id,
        message: `Order ${order.displayOrderId} could not be sent to the producer after 13 attempts: Gelato order create failed with 400`,
      }),
    ]);
  });
});
