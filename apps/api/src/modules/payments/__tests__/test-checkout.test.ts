import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitOrderJob } from '../../../jobs/submit-order';
import { workSendOrderConfirmation } from '../../../jobs/send-order-confirmation';
import { bearer, type TestUser } from '../../../testing/test-app';
import { eventsOf, orderRow, waitFor, type CheckoutTestApp } from '../../orders/__tests__/checkout-fixtures';
import {
  checkoutAppWithCustomers,
  checkoutSession,
  payTestCheckout,
  placeOrder,
  TEST_CARD,
  testCheckoutSession,
} from './payment-calls';

describe('the built-in test checkout', () => {
  let t: CheckoutTestApp;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ({ t, user, other } = await checkoutAppWithCustomers());
    await workSendOrderConfirmation(t.deps);
  });
  afterAll(() => t.close());

  it('shows the session the card form pays: amount, order and return address', async () => {
    const order = await placeOrder(t, user);
    const res = await testCheckoutSession(t, user, order.client_secret);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({
      status: 'open',
      amount_total: order.total_amount,
      currency: 'EUR',
      display_order_id: order.display_order_id,
      customer_email: user.email,
    });
    expect(session.return_url).toMatch(/^http:\/\/localhost:3000\/return\?session_id=cs_test_/);
  });

  it('pays with 4242 4242 4242 4242 through the webhook code path: paid, fulfilment queued, one e-mail', async () => {
    const order = await placeOrder(t, user);
    const res = await payTestCheckout(t, user, order.client_secret);
    expect(res.statusCode, res.body).toBe(200);
    const { status, return_url } = res.json();
    expect(status).toBe('complete');
    const sessionId = new URL(return_url).searchParams.get('session_id')!;

    const row = await orderRow(t.deps.db, order.order_id);
    expect(row.status).toBe('payment_authorized');
    expect(row.paidAt).toBeInstanceOf(Date);
    expect((await eventsOf(t.deps.db, order.order_id)).map((e) => [e.status, e.source])).toEqual([
      ['pending_payment', 'api'],
      ['payment_authorized', 'test'],
    ]);
    const jobs = await t.deps.queue.boss.findJobs(submitOrderJob.name, { data: { orderId: order.order_id } });
    expect(jobs).toHaveLength(1);

    // A second click is answered the same, and changes nothing.
    const again = await payTestCheckout(t, user, order.client_secret);
    expect(again.json()).toEqual({ status: 'complete', return_url });
    expect(await eventsOf(t.deps.db, order.order_id)).toHaveLength(2);

    const mail = await waitFor(async () => t.mail.find((m) => m.subject.includes(order.display_order_id)));
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe(`Your PromptTee order ${order.display_order_id} is confirmed`);
    expect(mail.text).toContain('Classic Tee (White / M) - front print × 2');
    expect(mail.text).toContain('€49.98');
    expect((await orderRow(t.deps.db, order.order_id)).confirmationSentAt).toBeInstanceOf(Date);

    const status2 = await checkoutSession(t, user, sessionId);
    expect(status2.json()).toEqual({
      status: 'complete',
      customer_email: user.email,
      display_order_id: order.display_order_id,
    });
  });

  it('declines 4000 0000 0000 0002 with Stripe’s message and leaves the order awaiting payment', async () => {
    const order = await placeOrder(t, user);
    const res = await payTestCheckout(t, user, order.client_secret, { card_number: '4000 0000 0000 0002' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'declined', message: 'Your card was declined.' });
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');
    // Another card on the same session still works.
    expect((await payTestCheckout(t, user, order.client_secret)).json().status).toBe('complete');
  });

  it('checks the card fields and names each bad one', async () => {
    const order = await placeOrder(t, user);
    const res = await payTestCheckout(t, user, order.client_secret, {
      card_number: '4242 4242 4242 4241',
      expiry: '01 / 20',
      cvc: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.issues).toEqual([
      { field: 'card_number', message: 'Your card number is invalid.' },
      { field: 'expiry', message: "Your card's expiration date is in the past." },
      { field: 'cvc', message: "Your card's security code is incomplete." },
    ]);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');
  });

  it("answers only the session's owner", async () => {
    const order = await placeOrder(t, user);
    expect((await testCheckoutSession(t, other, order.client_secret)).statusCode).toBe(404);
    expect((await payTestCheckout(t, other, order.client_secret)).statusCode).toBe(404);
    expect((await testCheckoutSession(t, user, 'cs_test_unknown_secret_x')).statusCode).toBe(404);
    expect((await orderRow(t.deps.db, order.order_id)).status).toBe('pending_payment');
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/v1/test-checkout/pay',
      payload: { client_secret: 'x', ...TEST_CARD },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('GET /v1/checkout-session answers the owner only, open until paid', async () => {
    const order = await placeOrder(t, user);
    const url = (await testCheckoutSession(t, user, order.client_secret)).json().return_url as string;
    const sessionId = new URL(url).searchParams.get('session_id')!;
    expect((await checkoutSession(t, user, sessionId)).json()).toEqual({
      status: 'open',
      customer_email: user.email,
      display_order_id: order.display_order_id,
    });
    expect((await checkoutSession(t, other, sessionId)).statusCode).toBe(404);
    expect((await checkoutSession(t, user, 'cs_test_nope')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/checkout-session', headers: bearer(user) })).statusCode,
    ).toBe(400);
  });
});
