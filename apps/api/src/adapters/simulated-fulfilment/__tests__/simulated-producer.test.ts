import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../../db/schema';
import { sendShippedNoticeJob, workSendShippedNotice } from '../../../jobs/send-shipped-notice';
import { submitOrderJob } from '../../../jobs/submit-order';
import { workSubmitOrderToProducer } from '../../../jobs/submit-order-to-producer';
import { startProducerWorkers } from '../../../jobs/workers';
import { capturingMailer, waitFor } from '../../../modules/orders/__tests__/capturing-mailer';
import { insertOrder } from '../../../modules/orders/__tests__/order-fixtures';
import { createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../../testing/test-app';
import { simulatedProducerStepJob } from '../simulated-step-job';
import { SIMULATED_STEPS, simulatedTrackingNumber, stepJobId } from '../simulated-steps';
import { waitForQueueIdle } from '../../../testing/queue-idle';

describe('the simulated producer', () => {
  let t: TestApp;
  let user: TestUser;
  const mailer = capturingMailer();
  beforeAll(async () => {
    t = await createTestApp(
      { SIMULATED_PRODUCER_STEP_SECONDS: '0.1', TRACKING_URL: 'https://track.example/t' },
      { mailer },
    );
    user = await signUpTestUser(t.app);
    await t.deps.queue.start();
    await workSubmitOrderToProducer(t.deps);
    await startProducerWorkers(t.deps);
    await workSendShippedNotice(t.deps);
  });
  afterAll(() => t.close());

  const orderRow = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('is the default producer', () => {
    expect(t.deps.fulfilment.name).toBe('simulated');
  });

  it('takes a paid order from submission to delivered with a 0.1 s step, through every status', async () => {
    const order = await insertOrder(t.deps.db, { userId: user.id });
    await t.deps.queue.send(submitOrderJob, { orderId: order.id });
    t.deps.queue.wake(submitOrderJob);
    await waitFor(async () => (await orderRow(order.id)).status === 'delivered', 15_000);

    const events = await t.deps.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt));
    expect(events.map((e) => e.status)).toEqual([...SIMULATED_STEPS]);
    expect(events.every((e) => e.source === 'simulated')).toBe(true);
    // Each step waits its 0.1 s. How soon after that it runs depends on the machine's load, so no
    // upper bound here: speed is measured by the bench, not asserted by a timed test.
    const gaps = events.slice(2).map((e, i) => e.createdAt.getTime() - events[i + 1]!.createdAt.getTime());
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(90);

    const row = await orderRow(order.id);
    expect(row.producerOrderId).toBe(`sim_${order.id}`);
    expect(row.trackingNumber).toBe(simulatedTrackingNumber(row.producerOrderId!));
    expect(row.trackingNumber).toMatch(/^SIM\d{12}$/);
    expect(row.trackingUrl).toBeNull();

    await waitFor(() => mailer.sent.some((m) => m.subject.includes(order.displayOrderId)));
    const mail = mailer.sent.find((m) => m.subject.includes(order.displayOrderId))!;
    expect(mail.text).toContain(`https://track.example/t?tracking_number=${row.trackingNumber}`);
  });

  it('leaves an order alone when the submission job runs again', async () => {
    const order = await insertOrder(t.deps.db, { userId: user.id });
    await t.deps.queue.send(submitOrderJob, { orderId: order.id });
    await waitFor(async () => (await orderRow(order.id)).status === 'delivered', 15_000);
    await t.deps.queue.send(submitOrderJob, { orderId: order.id });
    await waitForQueueIdle(t.deps, {
      jobs: [submitOrderJob, simulatedProducerStepJob, sendShippedNoticeJob],
    });
    const events = await t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toHaveLength(SIMULATED_STEPS.length);
    expect((await orderRow(order.id)).status).toBe('delivered');
  });

  it('derives stable, distinct job ids per order and step', () => {
    const a = stepJobId('5f0c9a52-8c1e-4a3e-9a4e-111111111111', 1);
    expect(a).toBe(stepJobId('5f0c9a52-8c1e-4a3e-9a4e-111111111111', 1));
    expect(a).not.toBe(stepJobId('5f0c9a52-8c1e-4a3e-9a4e-111111111111', 2));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
