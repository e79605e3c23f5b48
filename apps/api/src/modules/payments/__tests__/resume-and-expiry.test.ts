import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expirePaymentSessionJob, workExpirePaymentSessions } from '../../../jobs/expire-payment-session';
import type { TestUser } from '../../../testing/test-app';
import {
  orderRow,
  sessionRows,
  waitFor,
  type CheckoutTestApp,
} from '../../orders/__tests__/checkout-fixtures';
import { expirePaymentSession } from '../expire-payment-sessions';
import {
  checkoutAppWithCustomers,
  checkoutSession,
  orderStatuses,
  payTestCheckout,
  placeOrder,
  resumePayment,
} from './payment-calls';

const MINUTE = 60_000;

describe('payment sessions: 30 minutes, expiry and resuming payment (test checkout)', () => {
  let t: CheckoutTestApp;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ({ t, user, other } = await checkoutAppWithCustomers());
  });
  afterAll(() => t.close());

  it('reuses the open session while it has time left', async () => {
    const order = await placeOrder(t, user);
    const res = await resumePayment(t, user, order.order_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      client_secret: order.client_secret,
      payment_provider: 'test',
      publishable_key: null,
    });
    expect(await sessionRows(t.deps.db, order.order_id)).toHaveLength(1);
  });

  it('expires the session after 30 minutes (same path as Stripe’s expired event), then resumes with a new one', async () => {
    const order = await placeOrder(t, user);
    const [session] = await sessionRows(t.deps.db, order.order_id);
    await expirePaymentSession(t.deps, { sessionId: session!.id });
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');

    t.clock.advance(30 * MINUTE + 1000);
    await expirePaymentSession(t.deps, { sessionId: session!.id });
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('payment_expired');
    expect((await sessionRows(t.deps.db, order.order_id))[0]!.status).toBe('expired');
    const late = await payTestCheckout(t, user, order.client_secret);
    expect(late.statusCode).toBe(410);
    const sessionId = session!.id;
    const status = await checkoutSession(t, user, sessionId);
    expect(status.json().status).toBe('expired');

    const resumed = await resumePayment(t, user, order.order_id);
    expect(resumed.statusCode).toBe(200);
    const secret = resumed.json().client_secret as string;
    expect(secret).not.toBe(order.client_secret);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');
    expect((await payTestCheckout(t, user, secret)).json().status).toBe('complete');
    expect(await orderStatuses(t, order.order_id)).toEqual([
      'pending_payment',
      'payment_expired',
      'pending_payment',
      'payment_authorized',
    ]);
    expect((await resumePayment(t, user, order.order_id)).statusCode).toBe(409);
    expect((await resumePayment(t, user, order.order_id)).json().message).toBe(
      'This order has already been paid.',
    );
  });

  it('replaces a session about to run out, closing the old one so only one can be paid', async () => {
    const order = await placeOrder(t, user);
    t.clock.advance(29 * MINUTE);
    const res = await resumePayment(t, user, order.order_id);
    const secret = res.json().client_secret as string;
    expect(secret).not.toBe(order.client_secret);
    expect((await payTestCheckout(t, user, order.client_secret)).statusCode).toBe(410);
    expect((await payTestCheckout(t, user, secret)).json().status).toBe('complete');
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('payment_authorized');
  });

  it("answers 404 for another user's order or an unknown one, 400 for a malformed id", async () => {
    const order = await placeOrder(t, user);
    expect((await resumePayment(t, other, order.order_id)).statusCode).toBe(404);
    expect((await resumePayment(t, user, '0b6f2a4e-8a57-4d8c-9a55-3f1c2b7d9e10')).statusCode).toBe(404);
    expect((await resumePayment(t, user, 'nope')).statusCode).toBe(400);
    expect(await sessionRows(t.deps.db, order.order_id)).toHaveLength(1);
  });

  it('runs the expiry as a queued job: the sweep closes every session past its time', async () => {
    const order = await placeOrder(t, user);
    await workExpirePaymentSessions(t.deps);
    t.clock.advance(31 * MINUTE);
    await t.deps.queue.send(expirePaymentSessionJob, {});
    t.deps.queue.wake(expirePaymentSessionJob);
    await waitFor(async () => (await orderRow(t.deps.db, order.order_id)).status === 'payment_expired');
  });
});
