import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_HEADER } from '../../../adapters/gelato-fulfilment/gelato-webhook';
import {
  startFakeGelato,
  type FakeGelato,
} from '../../../adapters/gelato-fulfilment/__tests__/fake-gelato-server';
import { orderEvents, orders } from '../../../db/schema';
import { sendShippedNoticeJob, workSendShippedNotice } from '../../../jobs/send-shipped-notice';
import { createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../../testing/test-app';
import { capturingMailer, waitFor } from '../../orders/__tests__/capturing-mailer';
import { insertOrder } from '../../orders/__tests__/order-fixtures';
import { submitOrderToProducer } from '../../orders/submit-order-to-producer';
import { waitForQueueIdle } from '../../../testing/queue-idle';

const SECRET = 'gelato-shared-secret-0123456789';

// Gelato's order_status_updated event (https://dashboard.gelato.com/docs/webhooks/).
const statusEvent = (
  id: string,
  order: { id: string; producerOrderId: string },
  fulfillmentStatus: string,
  tracking?: { code: string; url: string },
) => ({
  id,
  event: 'order_status_updated',
  orderId: order.producerOrderId,
  storeId: null,
  orderReferenceId: order.id,
  fulfillmentStatus,
  items: [
    {
      itemReferenceId: 'item-1',
      fulfillmentStatus,
      fulfillments: tracking
        ? [
            {
              trackingCode: tracking.code,
              trackingUrl: tracking.url,
              shipmentMethodName: 'DHL Parcel',
              shipmentMethodUid: 'dhl_parcel',
              fulfillmentCountry: 'DE',
              fulfillmentStateProvince: 'BE',
              fulfillmentFacilityId: '940fec84-54bc-44fc-a8a3-7d6f02cf8f14',
            },
          ]
        : [],
    },
  ],
});

describe('Gelato as the print producer', () => {
  let t: TestApp;
  let gelato: FakeGelato;
  let user: TestUser;
  const mailer = capturingMailer();
  beforeAll(async () => {
    gelato = await startFakeGelato();
    t = await createTestApp(
      {
        GELATO_API_KEY: gelato.apiKey,
        GELATO_API_BASE: gelato.url,
        GELATO_WEBHOOK_SECRET: SECRET,
        // Config allows a real producer only behind real payments; no Stripe call is made here.
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
        STRIPE_WEBHOOK_SECRET: 'whsec_unused',
      },
      { mailer },
    );
    user = await signUpTestUser(t.app);
    await t.deps.queue.start();
    await workSendShippedNotice(t.deps);
  });
  afterAll(async () => {
    await t.close();
    await gelato.close();
  });

  const post = (
    body: unknown,
    headers: Record<string, string> = { [WEBHOOK_SECRET_HEADER]: SECRET },
    query = '',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/webhooks/gelato${query}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const orderRow = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const transitions = async (id: string) =>
    (await t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).length;

  /** A paid order handed to (fake) Gelato through the submission job's use case. */
  async function submittedOrder() {
    const order = await insertOrder(t.deps.db, {
      userId: user.id,
      items: [{ sku: 'CLS-BLK-L', colorCode: 'BLK', sizeCode: 'L', sides: ['front', 'back'] }],
    });
    expect(await submitOrderToProducer(t.deps, { orderId: order.id })).toEqual({ submitted: true });
    const row = await orderRow(order.id);
    return { ...order, producerOrderId: row.producerOrderId! };
  }

  it('submits a paid order with signed week-long print file links and records Gelato’s order and status', async () => {
    const order = await submittedOrder();
    const row = await orderRow(order.id);
    expect(row.status).toBe('created');
    const sent = gelato.orders.get(order.producerOrderId)!;
    expect(sent.orderReferenceId).toBe(order.id);
    expect(sent.customerReferenceId).toBe(user.id);
    expect(sent.items[0]!.files.map((f) => f.type)).toEqual(['default', 'back']);
    const link = new URL(sent.items[0]!.files[0]!.url);
    expect(link.origin + link.pathname).toMatch(/^http:\/\/localhost:3000\/media\/private\/orders\/.+\.png$/);
    const weekAhead = (Date.now() + 7 * 86_400_000) / 1000;
    expect(Math.abs(Number(link.searchParams.get('expires')) - weekAhead)).toBeLessThan(120);
    expect(link.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    // The job again (at-least-once): nothing new at Gelato, nothing new here.
    expect(await submitOrderToProducer(t.deps, { orderId: order.id })).toEqual({ submitted: false });
    expect([...gelato.orders.values()].filter((o) => o.orderReferenceId === order.id)).toHaveLength(1);
  });

  it('does not submit an order that is not paid', async () => {
    const order = await insertOrder(t.deps.db, { userId: user.id, status: 'pending_payment' });
    expect(await submitOrderToProducer(t.deps, { orderId: order.id })).toEqual({ submitted: false });
    expect([...gelato.orders.values()].some((o) => o.orderReferenceId === order.id)).toBe(false);
  });

  it('refuses a webhook without the secret or with a wrong one, and changes nothing', async () => {
    const order = await submittedOrder();
    const body = statusEvent('os_unsigned', order, 'shipped', { code: 'X1', url: 'https://dhl.example/X1' });
    const unsigned = await post(body, {});
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const wrong = await post(body, { [WEBHOOK_SECRET_HEADER]: `${SECRET}x` });
    expect(wrong.statusCode).toBe(401);
    const wrongToken = await post(body, {}, '?token=nope');
    expect(wrongToken.statusCode).toBe(401);
    const row = await orderRow(order.id);
    expect(row.status).toBe('created');
    expect(row.trackingNumber).toBeNull();
    // A refused event is not remembered as processed: the genuine delivery still counts.
    expect((await post(body)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('shipped');
  });

  it('answers 400 to a body that is not an event, and changes nothing', async () => {
    const order = await submittedOrder();
    expect((await post('{not json')).statusCode).toBe(400);
    const missing = await post({ id: 'os_x', event: 'order_status_updated', orderId: order.producerOrderId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/orderReferenceId/);
    expect((await orderRow(order.id)).status).toBe('created');
  });

  it('applies an order_status_updated event once, however often it arrives, and e-mails once', async () => {
    const order = await submittedOrder();
    const before = await transitions(order.id);
    const shipped = statusEvent('os_ship_1', order, 'shipped', {
      code: 'DHL123',
      url: 'https://dhl.example/t/DHL123',
    });
    for (let i = 0; i < 3; i++) expect((await post(shipped)).statusCode).toBe(200);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'shipped',
      trackingNumber: 'DHL123',
      trackingUrl: 'https://dhl.example/t/DHL123',
    });
    expect(await transitions(order.id)).toBe(before + 1);
    await waitFor(() => mailer.sent.some((m) => m.subject.includes(order.displayOrderId)));
    await waitForQueueIdle(t.deps, { jobs: [sendShippedNoticeJob] });
    const mails = mailer.sent.filter((m) => m.subject.includes(order.displayOrderId));
    expect(mails).toHaveLength(1);
    // Gelato gave a carrier link: the e-mail (like the history's button) uses it.
    expect(mails[0]!.text).toContain('https://dhl.example/t/DHL123');
  });

  it('accepts the secret as a ?token= in the webhook URL too', async () => {
    const order = await submittedOrder();
    const res = await post(statusEvent('os_token_1', order, 'passed'), {}, `?token=${SECRET}`);
    expect(res.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('passed');
  });

  it('ignores a late in_transit after delivered', async () => {
    const order = await submittedOrder();
    const tracking = { code: 'DHL9', url: 'https://dhl.example/t/DHL9' };
    await post(statusEvent('os_a', order, 'shipped', tracking));
    await post(statusEvent('os_b', order, 'delivered', tracking));
    expect((await post(statusEvent('os_c', order, 'in_transit', tracking))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('delivered');
  });

  it('reads the older orderStatus object and Gelato’s "cancelled" spelling', async () => {
    const order = await submittedOrder();
    const { event: _event, ...legacy } = statusEvent('os_legacy', order, 'cancelled');
    expect((await post({ ...legacy, object: 'orderStatus' })).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('canceled');
  });

  it('acknowledges events it does not act on', async () => {
    const order = await submittedOrder();
    const res = await post({
      id: 'ode_1',
      event: 'order_delivery_estimate_updated',
      orderId: order.producerOrderId,
      orderReferenceId: order.id,
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('created');
  });
});

describe('the webhooks on a shop with the simulated producer and the test checkout', () => {
  it('answer 404 alike, Gelato as Stripe: there is no vendor to hear from, and nothing failed', async () => {
    const t = await createTestApp();
    try {
      const post = (vendor: string) =>
        t.app.inject({
          method: 'POST',
          url: `/v1/webhooks/${vendor}`,
          headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
          payload: '{}',
        });
      const [gelato, stripe] = await Promise.all([post('gelato'), post('stripe')]);
      expect([gelato.statusCode, stripe.statusCode]).toEqual([404, 404]);
      const shape = { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: expect.any(String) };
      expect(gelato.json()).toEqual(shape);
      expect(stripe.json()).toEqual(shape);
      expect(gelato.json().message).toBe(
        'Gelato webhooks are not enabled: this shop uses the simulated producer.',
      );
    } finally {
      await t.close();
    }
  });
});
