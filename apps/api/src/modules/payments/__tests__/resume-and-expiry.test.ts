import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expirePaymentSessionJob, workExpirePaymentSessions } from '../../../jobs/expire-payment-session';
import { bearer, signUpTestUser, type TestUser } from '../../../testing/test-app';
import {
  createCheckoutTestApp,
  eventsOf,
  insertAddress,
  insertDesign,
  orderBody,
  orderRow,
  sessionRows,
  waitFor,
  type CheckoutTestApp,
} from '../../orders/__tests__/checkout-fixtures';
import { expirePaymentSession } from '../expire-payment-sessions';

const CARD = { card_number: '4242424242424242', expiry: '12/34', cvc: '123' };
const MINUTE = 60_000;

describe('payment sessions: 30 minutes, expiry and resuming payment (test checkout)', () => {
  let t: CheckoutTestApp;
  let user: TestUser;
  let other: TestUser;

  const placeOrder = async () => {
    const body = orderBody(await insertAddress(t.deps.db, user.id), await insertDesign(t.deps.db, user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(user),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ order_id: string; client_secret: string }>();
  };
  const resume = (orderId: string, who: TestUser = user) =>
    t.app.inject({ method: 'POST', url: `/v1/orders/${orderId}/resume-payment`, headers: bearer(who) });
  const pay = (clientSecret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/test-checkout/pay',
      headers: bearer(user),
      payload: { client_secret: clientSecret, ...CARD },
    });
  const statuses = async (orderId: string) => (await eventsOf(t.deps.db, orderId)).map((e) => e.status);

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    user = await signUpTestUser(t.app);
    other = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  it('reuses the open session while it has time left', async () => {
    const order = await placeOrder();
    const res = await resume(order.order_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      client_secret: order.client_secret,
      payment_provider: 'test',
      publishable_key: null,
    });
    expect(await sessionRows(t.deps.db, order.order_id)).toHaveLength(1);
  });

  it('expires the session after 30 minutes (same path as Stripe’s expired event), then resumes with a new one', async () => {
    const order = await placeOrder();
    const [session] = await sessionRows(t.deps.db, order.order_id);
    await expirePaymentSession(t.deps, session!.id);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');

    t.clock.advance(30 * MINUTE + 1000);
    await expirePaymentSession(t.deps, session!.id);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('payment_expired');
    expect((await sessionRows(t.deps.db, order.order_id))[0]!.status).toBe('expired');
    const late = await pay(order.client_secret);
    expect(late.statusCode).toBe(410);
    const sessionId = session!.id;
    const status = await t.app.inject({
      method: 'GET',
      url: `/v1/checkout-session?session_id=${sessionId}`,
      headers: bearer(user),
    });
    expect(status.json().status).toBe('expired');

    const resumed = await resume(order.order_id);
    expect(resumed.statusCode).toBe(200);
    const secret = resumed.json().client_secret as string;
    expect(secret).not.toBe(order.client_secret);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');
    expect((await pay(secret)).json().status).toBe('complete');
    expect(await statuses(order.order_id)).toEqual([
      'pending_payment',
      'payment_expired',
      'pending_payment',
      'payment_authorized',
    ]);
    expect((await resume(order.order_id)).statusCode).toBe(409);
    expect((await resume(order.order_id)).json().message).toBe('This order has already been paid.');
  });

  it('replaces a session about to run out, closing the old one so only one can be paid', async () => {
    const order = await placeOrder();
    t.clock.advance(29 * MINUTE);
    const res = await resume(order.order_id);
    const secret = res.json().client_secret as string;
    expect(secret).not.toBe(order.client_secret);
    expect((await pay(order.client_secret)).statusCode).toBe(410);
    expect((await pay(secret)).json().status).toBe('complete');
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('payment_authorized');
  });

  it("answers 404 for another user's order or an unknown one, 400 for a malformed id", async () => {
    const order = await placeOrder();
    expect((await resume(order.order_id, other)).statusCode).toBe(404);
    expect((await resume('0b6f2a4e-8a57-4d8c-9a55-3f1c2b7d9e10')).statusCode).toBe(404);
    expect((await resume('nope')).statusCode).toBe(400);
    expect(await sessionRows(t.deps.db, order.order_id)).toHaveLength(1);
  });

  it('runs the expiry as a queued job: the sweep closes every session past its time', async () => {
    const order = await placeOrder();
    await workExpirePaymentSessions(t.deps);
    t.clock.advance(31 * MINUTE);
    await t.deps.queue.send(expirePaymentSessionJob, {});
    t.deps.queue.wake(expirePaymentSessionJob);
    await waitFor(async () => (await orderRow(t.deps.db, order.order_id)).status === 'payment_expired');
  });
});
