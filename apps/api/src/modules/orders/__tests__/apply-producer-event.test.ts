import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../../db/schema';
import { sendShippedNoticeJob, workSendShippedNotice } from '../../../jobs/send-shipped-notice';
import { createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../../testing/test-app';
import { sendShippedNotice } from '../send-shipped-notice';
import { applyProducerEvent } from '../apply-producer-event';
import { capturingMailer, waitFor } from './capturing-mailer';
import { insertOrder } from './order-fixtures';
import { waitForQueueIdle } from '../../../testing/queue-idle';

describe('applyProducerEvent', () => {
  let t: TestApp;
  let user: TestUser;
  const mailer = capturingMailer();
  beforeAll(async () => {
    t = await createTestApp({ TRACKING_URL: 'https://track.example/parcel' }, { mailer });
    user = await signUpTestUser(t.app);
    await t.deps.queue.start();
    await workSendShippedNotice(t.deps);
  });
  afterAll(() => t.close());

  const apply = (orderId: string, eventId: string, status?: string, trackingNumber?: string) =>
    applyProducerEvent(t.deps, {
      source: 'simulated',
      event: { eventId, orderId, producerOrderId: `sim_${orderId}`, status, trackingNumber },
    });
  const orderRow = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventsOf = (id: string) =>
    t.deps.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt));
  const mailsTo = (orderDisplayId: string) => mailer.sent.filter((m) => m.subject.includes(orderDisplayId));

  it('records a status, the producer order and an order event', async () => {
    const order = await insertOrder(t.deps.db, { userId: user.id });
    const result = await apply(order.id, 'e1', 'created');
    expect(result).toEqual({ duplicate: false, transitioned: true, orderStatus: 'created' });
    const row = await orderRow(order.id);
    expect(row.status).toBe('created');
    expect(row.producerOrderId).toBe(`sim_${order.id}`);
    const events = await eventsOf(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: 'created', source: 'simulated' });
    expect(events[0]!.detail).toMatchObject({ event_id: 'e1', from: 'payment_authorized' });
  });

  it('applies the same event once: one transition, one order event, one e-mail', async () => {
    const order = await insertOrder(t.deps.db, { userId: user.id, status: 'printed' });
    const first = await apply(order.id, 'ship-1', 'shipped', 'TRACK123');
    const again = await apply(order.id, 'ship-1', 'shipped', 'TRACK123');
    expect(first.transitioned).toBe(true);
    expect(again).toEqual({ duplicate: true, transitioned: false, orderStatus: null });
    expect(await eventsOf(order.id)).toHaveLength(1);
    await waitFor(() => mailsTo(order.displayOrderId).length === 1);
    // Later events of the same parcel do not send it again.
    await apply(order.id, 'transit-1', 'in_transit', 'TRACK123');
    await apply(order.id, 'delivered-1', 'delivered', 'TRACK123');
    await waitForQueueIdle(t.deps, { jobs: [sendShippedNoticeJob] });
    const mails = mailsTo(order.displayOrderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(user.email);
    expect(mails[0]!.subject).toBe(`Your PromptTee order ${order.displayOrderId} has shipped`);
    expect(mails[0]!.text).toContain('https://track.example/parcel?tracking_number=TRACK123');
    expect(mails[0]!.html).toContain('https://track.example/parcel?tracking_number=TRACK123');
    expect((await orderRow(order.id)).shippedNoticeSentAt).not.toBeNull();
  });

  it('never moves an order backwards: a late in_transit after delivered is ignored', async () => {
    const order = await insertOrder(t.deps.db, { userId: user.id, status: 'shipped', trackingNumber: 'T-1' });
    await apply(order.id, 'd', 'delivered');
    const late = await apply(order.id, 't', 'in_transit', 'T-OLD');
    expect(late).toEqual({ duplicate: false, transitioned: false, orderStatus: 'delivered' });
    const row = await orderRow(order.id);
    expect(row.status).toBe('delivered');
    expect(row.trackingNumber).toBe('T-1');
    expect((await eventsOf(order.id)).map((e) => e.status)).toEqual(['delivered']);
  });

  it('ignores a status it does not know, and an order it does not know', async () => {
    const order = await insertOrder(t.deps.db, { userId: user.id });
    expect((await apply(order.id, 'x', 'teleported')).transitioned).toBe(false);
    expect((await orderRow(order.id)).status).toBe('payment_authorized');
    const unknown = await apply('00000000-0000-4000-8000-000000000000', 'y', 'created');
    expect(unknown).toEqual({ duplicate: false, transitioned: false, orderStatus: null });
  });

  it('ignores events of another producer order for the same reference', async () => {
    const order = await insertOrder(t.deps.db, { userId: user.id });
    await apply(order.id, 'mine', 'created');
    const stranger = await applyProducerEvent(t.deps, {
      source: 'gelato',
      event: {
        eventId: 'theirs',
        orderId: order.id,
        producerOrderId: 'some-other-order',
        status: 'canceled',
      },
    });
    expect(stranger.transitioned).toBe(false);
    expect((await orderRow(order.id)).status).toBe('created');
  });

  it('takes tracking from a tracking-only event and sends the notice for an order already shipped', async () => {
    const order = await insertOrder(t.deps.db, { userId: user.id, status: 'shipped' });
    await apply(order.id, 'track-only', undefined, 'LATE-TRACK');
    expect((await orderRow(order.id)).trackingNumber).toBe('LATE-TRACK');
    await waitFor(() => mailsTo(order.displayOrderId).length === 1);
  });

  it('gives the e-mail claim back when the mail server fails, so the retry sends it once', async () => {
    const order = await insertOrder(t.deps.db, {
      userId: user.id,
      status: 'shipped',
      trackingNumber: 'OUT-1',
    });
    mailer.failNext(1);
    await expect(sendShippedNotice(t.deps, { orderId: order.id })).rejects.toThrow('mail server unavailable');
    expect((await orderRow(order.id)).shippedNoticeSentAt).toBeNull();
    expect(await sendShippedNotice(t.deps, { orderId: order.id })).toEqual({ sent: true });
    expect(await sendShippedNotice(t.deps, { orderId: order.id })).toEqual({ sent: false });
    expect(mailsTo(order.displayOrderId)).toHaveLength(1);
  });
});
