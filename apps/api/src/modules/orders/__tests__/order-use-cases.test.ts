import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders as orderTable } from '../../../db/schema';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { sendShippedNotice } from '../send-shipped-notice';
import { sendShippedNoticeJob } from '../send-shipped-notice-job';
import { applyProducerEvent } from '../apply-producer-event';
import { findProducerOrder } from '../find-producer-order';
import { listOrderItems } from '../list-order-items';
import { listOrders } from '../list-orders';
import { sendOrderConfirmation } from '../send-order-confirmation';
import { submitOrderToProducer } from '../submit-order-to-producer';
import { insertOrder } from './order-fixtures';

// The order use cases on their repository, without HTTP or workers (see use-case-harness.ts).
describe('the order use cases', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  it("lists a customer's orders newest first, with the secret of an order awaiting payment", async () => {
    const customer = await h.addUser();
    const old = await insertOrder(h.db, { userId: customer.id, createdAt: new Date('2026-01-05T10:00:00Z') });
    const awaiting = await insertOrder(h.db, {
      userId: customer.id,
      createdAt: new Date('2026-11-01T10:00:00Z'),
      status: 'pending_payment',
      openSessionSecret: `cs_secret_${old.id}`,
    });
    // The session's time is judged by the use case's clock, not the database's.
    h.clock.set(new Date());
    const { orders } = await listOrders(h.deps, { userId: customer.id });
    expect(orders.map((o) => o.order_id)).toEqual([awaiting.id, old.id]);
    expect(orders[0]).toMatchObject({ status: 'pending_payment', client_secret: `cs_secret_${old.id}` });
    expect(orders[1]).toMatchObject({ status: 'payment_authorized', client_secret: null, currency: 'EUR' });
    expect((await listOrders(h.deps, { userId: (await h.addUser()).id })).orders).toEqual([]);
  });

  it("names an order's items from the catalog and answers 404 to anyone else", async () => {
    const customer = await h.addUser();
    const order = await insertOrder(h.db, {
      userId: customer.id,
      items: [
        { sku: 'NO-SUCH-SKU', productId: 'gone-tee', colorCode: 'ZZ', sizeCode: 'XS', sides: ['back'] },
      ],
    });
    const [item] = await listOrderItems(h.deps, { userId: customer.id, orderId: order.id });
    // A sku the catalog no longer has still shows, by its codes.
    expect(item).toMatchObject({
      name: 'gone-tee',
      color_name: 'ZZ',
      size_name: 'XS',
      print_locations: ['back'],
    });
    expect(item!.thumbnail_urls.back).toMatch(/^http:\/\/localhost:3000\/media\/orders\//);
    const stranger = await h.addUser();
    await expect(listOrderItems(h.deps, { userId: stranger.id, orderId: order.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('submits a paid order once, and records the producer order it got', async () => {
    const customer = await h.addUser();
    const order = await insertOrder(h.db, { userId: customer.id, items: [{ sides: ['front', 'back'] }] });
    expect(await findProducerOrder(h.deps, { orderId: order.id })).toEqual({ producerOrderId: null });
    expect(await submitOrderToProducer(h.deps, { orderId: order.id })).toEqual({ submitted: true });
    expect(await submitOrderToProducer(h.deps, { orderId: order.id })).toEqual({ submitted: false });
    const sent = h.submitted.filter((s) => s.orderId === order.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ customerEmail: customer.email, displayOrderId: order.displayOrderId });
    expect(sent[0]!.items[0]!.files.map((f) => f.type)).toEqual(['default', 'back']);
    expect(await findProducerOrder(h.deps, { orderId: order.id })).toEqual({
      producerOrderId: `sim_${order.id}`,
    });
    const [listed] = (await listOrders(h.deps, { userId: customer.id })).orders;
    expect(listed!.status).toBe('created');
  });

  it('moves an order forward once per event, never back, and sends one shipped e-mail', async () => {
    const customer = await h.addUser();
    const order = await insertOrder(h.db, { userId: customer.id, status: 'printed' });
    const report = (eventId: string, status: string, trackingNumber?: string) =>
      applyProducerEvent(h.deps, {
        source: 'gelato',
        event: { eventId, orderId: order.id, producerOrderId: 'g-1', status, trackingNumber },
      });
    expect(await report('e1', 'shipped', 'T1')).toEqual({
      duplicate: false,
      transitioned: true,
      orderStatus: 'shipped',
    });
    expect(await report('e1', 'shipped', 'T1')).toEqual({
      duplicate: true,
      transitioned: false,
      orderStatus: null,
    });
    expect(await report('e2', 'delivered')).toMatchObject({ transitioned: true, orderStatus: 'delivered' });
    expect(await report('e3', 'in_transit', 'T-OLD')).toEqual({
      duplicate: false,
      transitioned: false,
      orderStatus: 'delivered',
    });
    // Every event of a shipped order without a notice sent queues one; the claim sends one e-mail.
    const notices = await h.deps.queue.boss.findJobs(sendShippedNoticeJob.name, {
      data: { orderId: order.id },
    });
    expect(notices.length).toBeGreaterThanOrEqual(1);
    const sent = await Promise.all(notices.map(() => sendShippedNotice(h.deps, { orderId: order.id })));
    expect(sent.filter((s) => s.sent)).toHaveLength(1);
    const mails = h.mail.filter((m) => m.subject.includes(order.displayOrderId));
    expect(mails.map((m) => m.subject)).toEqual([`Your PromptTee order ${order.displayOrderId} has shipped`]);
    expect(await report('e4', 'delivered', 'T1')).toMatchObject({ transitioned: false });
    expect(
      await h.deps.queue.boss.findJobs(sendShippedNoticeJob.name, { data: { orderId: order.id } }),
    ).toHaveLength(notices.length);
    const [listed] = (await listOrders(h.deps, { userId: customer.id })).orders;
    expect(listed).toMatchObject({ status: 'delivered', tracking_number: 'T1' });
  });

  it('sends a paid order its confirmation once, and not to an unpaid order', async () => {
    const customer = await h.addUser();
    const paid = await insertOrder(h.db, { userId: customer.id });
    await h.db.update(orderTable).set({ paidAt: new Date() }).where(eq(orderTable.id, paid.id));
    expect(await sendOrderConfirmation(h.deps, { orderId: paid.id })).toBe('sent');
    expect(await sendOrderConfirmation(h.deps, { orderId: paid.id })).toBe('already-sent');
    const mails = h.mail.filter((m) => m.subject.includes(paid.displayOrderId));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(customer.email);
    const unpaid = await insertOrder(h.db, { userId: customer.id, status: 'pending_payment' });
    expect(await sendOrderConfirmation(h.deps, { orderId: unpaid.id })).toBe('already-sent');
  });
});
