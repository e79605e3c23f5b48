import { eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processedEvents } from '../../../db/schema';
import { sendOrderConfirmationJob, workSendOrderConfirmation } from '../../../jobs/send-order-confirmation';
import { submitOrderJob } from '../../../jobs/submit-order';
import { bearer, type TestUser } from '../../../testing/test-app';
import {
  startFakeStripe,
  type FakeStripe,
} from '../../../adapters/stripe-payments/__tests__/fake-stripe-server';
import {
  insertAddress,
  insertDesign,
  orderBody,
  orderRow,
  sessionRows,
  waitFor,
  type CheckoutTestApp,
} from '../../orders/__tests__/checkout-fixtures';
import {
  checkoutAppWithCustomers,
  checkoutSession,
  orderStatuses,
  payTestCheckout,
  placeOrder,
  resumePayment,
} from './payment-calls';
import { waitForQueueIdle } from '../../../testing/queue-idle';

describe('Stripe checkout: orders, POST /v1/webhooks/stripe and the status check (real SDK, local Stripe)', () => {
  let stripe: FakeStripe;
  let t: CheckoutTestApp;
  let user: TestUser;
  let other: TestUser;

  /** A new order of `user` with the id of its Stripe Checkout Session. */
  const placeStripeOrder = async () => {
    const order = await placeOrder(t, user);
    const [session] = await sessionRows(t.deps.db, order.order_id);
    return { ...order, sessionId: session!.id };
  };
  const deliver = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });
  const send = (type: string, sessionId: string, eventId?: string) => {
    const { payload, signature } = stripe.signedEvent(type, stripe.sessions.get(sessionId)!, eventId);
    return deliver(payload, signature);
  };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    stripe.prices.set('price_blk_l', 2650);
    ({ t, user, other } = await checkoutAppWithCustomers({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    }));
    await workSendOrderConfirmation(t.deps);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('opens an embedded Checkout Session for a new order, with the order id as idempotency key', async () => {
    const design = await insertDesign(t.deps.db, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(user),
      payload: orderBody(await insertAddress(t.deps.db, user.id), design, {
        items: [
          { product_id: 'TEE-WHI-M', quantity: 2, designs: { front: design } },
          { product_id: 'TEE-BLK-L', quantity: 1, designs: { back: design } },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      payment_provider: 'stripe',
      publishable_key: 'pk_test_fake',
      total_amount: 7648,
    });
    const created = stripe.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
      .at(-1)!;
    expect(created.idempotencyKey).toBe(order.order_id);
    expect(created.params).toMatchObject({
      ui_mode: 'embedded_page',
      return_url: 'http://localhost:3000/return?session_id={CHECKOUT_SESSION_ID}',
      metadata: { order_id: order.order_id, display_order_id: order.display_order_id },
      customer_email: user.email,
      // Lines in the order history's order (by sku); a variant with a Stripe price uses it.
      line_items: [
        { quantity: '1', price: 'price_blk_l' },
        {
          quantity: '2',
          price_data: {
            unit_amount: '2499',
            product_data: { name: 'Classic Tee (White / M) - front print' },
          },
        },
      ],
    });
    expect(stripe.sessions.get((await sessionRows(t.deps.db, order.order_id))[0]!.id)!.client_secret).toBe(
      order.client_secret,
    );
  });

  it('refuses a webhook with a bad or missing signature (400) and changes nothing', async () => {
    const order = await placeStripeOrder();
    const { payload, signature } = stripe.signedEvent(
      'checkout.session.completed',
      stripe.pay(order.sessionId),
      'evt_forged',
    );
    const tampered = payload.replace('"paid"', '"paid" ');
    expect((await deliver(tampered, signature)).statusCode).toBe(400);
    expect((await deliver(payload)).statusCode).toBe(400);
    expect((await deliver(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    // Signed with the right secret, but ten minutes off our clock: too old, or still to come.
    for (const minutes of [-10, 10]) {
      const timestamp = Math.floor(Date.now() / 1000) + minutes * 60;
      const secret = stripe.webhookSecret;
      const res = await deliver(
        payload,
        Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');
    expect(
      await t.deps.db.select().from(processedEvents).where(eq(processedEvents.key, 'stripe:evt_forged')),
    ).toEqual([]);
  });

  it('applies the same completed event delivered ten times once: one transition, one job, one e-mail', async () => {
    const order = await placeStripeOrder();
    stripe.pay(order.sessionId);
    const { payload, signature } = stripe.signedEvent(
      'checkout.session.completed',
      stripe.sessions.get(order.sessionId)!,
      'evt_ten',
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[0]!.json()).toEqual({ received: true });

    const row = await orderRow(t.deps.db, order.order_id);
    expect(row.status).toBe('payment_authorized');
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await orderStatuses(t, order.order_id)).toEqual(['pending_payment', 'payment_authorized']);
    expect(
      await t.deps.queue.boss.findJobs(submitOrderJob.name, { data: { orderId: order.order_id } }),
    ).toHaveLength(1);
    await waitFor(async () => t.mail.some((m) => m.subject.includes(order.display_order_id)));
    await waitForQueueIdle(t.deps, { jobs: [sendOrderConfirmationJob] });
    expect(t.mail.filter((m) => m.subject.includes(order.display_order_id))).toHaveLength(1);
    expect(
      await t.deps.db.select().from(processedEvents).where(like(processedEvents.key, 'stripe:evt_ten')),
    ).toHaveLength(1);
  });

  it('never un-pays: an expired event after completed is ignored', async () => {
    const order = await placeStripeOrder();
    stripe.pay(order.sessionId);
    await send('checkout.session.completed', order.sessionId);
    expect((await send('checkout.session.expired', order.sessionId)).statusCode).toBe(200);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('payment_authorized');
    expect(await orderStatuses(t, order.order_id)).toEqual(['pending_payment', 'payment_authorized']);
  });

  it('expires the order on checkout.session.expired, and takes a late payment that arrives after it', async () => {
    const order = await placeStripeOrder();
    expect((await send('checkout.session.expired', order.sessionId)).statusCode).toBe(200);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('payment_expired');
    expect((await sessionRows(t.deps.db, order.order_id))[0]!.status).toBe('expired');

    // Out of order: Stripe delivers completed after expired (the payment did go through).
    stripe.pay(order.sessionId);
    await send('checkout.session.completed', order.sessionId);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('payment_authorized');
    expect(await orderStatuses(t, order.order_id)).toEqual([
      'pending_payment',
      'payment_expired',
      'payment_authorized',
    ]);
  });

  it('acknowledges events it does not act on, and events of orders it does not know', async () => {
    const order = await placeStripeOrder();
    expect((await send('customer.created', order.sessionId)).statusCode).toBe(200);
    const stranger = {
      ...stripe.sessions.get(order.sessionId)!,
      id: 'cs_test_elsewhere',
      metadata: { order_id: '0b6f2a4e-8a57-4d8c-9a55-3f1c2b7d9e10' },
    };
    const { payload, signature } = stripe.signedEvent('checkout.session.completed', {
      ...stranger,
      payment_status: 'paid',
    });
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');
  });

  it('GET /v1/checkout-session asks Stripe, records a payment whose webhook has not arrived, and is owner-only', async () => {
    const order = await placeStripeOrder();
    const get = (who: TestUser) => checkoutSession(t, who, order.sessionId);
    const named = { customer_email: user.email, display_order_id: order.display_order_id };
    expect((await get(user)).json()).toEqual({ status: 'open', ...named });
    expect((await get(other)).statusCode).toBe(404);

    stripe.pay(order.sessionId);
    expect((await get(user)).json()).toEqual({ status: 'complete', ...named });
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('payment_authorized');
    // The webhook that follows changes nothing more.
    await send('checkout.session.completed', order.sessionId);
    expect(await orderStatuses(t, order.order_id)).toEqual(['pending_payment', 'payment_authorized']);
  });

  it('resumes payment with the open session, or a new Stripe session once it expired', async () => {
    const order = await placeStripeOrder();
    const resume = () => resumePayment(t, user, order.order_id);
    const first = await resume();
    expect(first.json()).toEqual({
      client_secret: order.client_secret,
      payment_provider: 'stripe',
      publishable_key: 'pk_test_fake',
    });

    await send('checkout.session.expired', order.sessionId);
    const second = await resume();
    expect(second.statusCode).toBe(200);
    expect(second.json().client_secret).not.toBe(order.client_secret);
    expect(
      stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)!
        .idempotencyKey,
    ).toBe(`${order.order_id}:1`);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');
  });

  it('hides the test checkout when Stripe is configured', async () => {
    const order = await placeStripeOrder();
    const res = await payTestCheckout(t, user, order.client_secret);
    expect(res.statusCode).toBe(404);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');
  });
});
