import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import type { CreateCheckoutInput, Payments } from '../../../ports/payments';
import { createStripePayments } from '..';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';

const ORDER_ID = '3f0d2c1e-7a4b-4c5d-9e8f-0a1b2c3d4e5f';

const input = (patch: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput => ({
  orderId: ORDER_ID,
  displayOrderId: 'PT-7K3M9Q',
  customerEmail: 'mari@example.com',
  currency: 'EUR',
  lines: [
    { name: 'Classic Tee (White / M) - front print', quantity: 2, unitAmountCents: 2499 },
    {
      name: 'Premium Tee (Black / L) - back print',
      quantity: 1,
      unitAmountCents: 3299,
      priceId: 'price_premium',
    },
  ],
  returnUrl: 'http://localhost:3000/return?session_id={CHECKOUT_SESSION_ID}',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  idempotencyKey: ORDER_ID,
  ...patch,
});

describe('the Stripe payments adapter (real SDK against a local Stripe)', () => {
  let stripe: FakeStripe;
  let payments: Payments;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    stripe.prices.set('price_premium', 3299);
    payments = createStripePayments({
      secretKey: stripe.secretKey,
      publishableKey: 'pk_test_fake',
      webhookSecret: stripe.webhookSecret,
      apiBase: stripe.url,
    });
  });
  afterAll(() => stripe.close());

  it('creates an embedded Checkout Session with our prices, return_url, expiry, metadata and idempotency key', async () => {
    const session = await payments.createCheckoutSession(input());
    expect(session.clientSecret).toMatch(/^cs_test_\w+_secret_/);
    expect(session.status).toBe('open');
    expect(session.amountCents).toBe(2 * 2499 + 3299);

    const request = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')!;
    expect(request.idempotencyKey).toBe(ORDER_ID);
    expect(request.params).toMatchObject({
      mode: 'payment',
      ui_mode: 'embedded_page',
      return_url: 'http://localhost:3000/return?session_id={CHECKOUT_SESSION_ID}',
      customer_email: 'mari@example.com',
      client_reference_id: ORDER_ID,
      metadata: { order_id: ORDER_ID, display_order_id: 'PT-7K3M9Q' },
      line_items: [
        {
          quantity: '2',
          price_data: {
            currency: 'eur',
            unit_amount: '2499',
            product_data: { name: 'Classic Tee (White / M) - front print' },
          },
        },
        { quantity: '1', price: 'price_premium' },
      ],
    });
    // Stripe wants at least 30 minutes; the adapter adds a margin for the trip.
    const expiresAt = Number(request.params.expires_at);
    expect(expiresAt - Date.now() / 1000).toBeGreaterThanOrEqual(30 * 60);
    expect(expiresAt - Date.now() / 1000).toBeLessThan(32 * 60);
    expect(session.expiresAt.getTime()).toBe(expiresAt * 1000);
  });

  it("charges in the order's currency, a forint amount as Stripe's fillér (whole forints)", async () => {
    const line = { name: 'Classic Tee (White / M) - front print', quantity: 2 };
    const huf = await payments.createCheckoutSession(
      input({ currency: 'HUF', idempotencyKey: 'huf', lines: [{ ...line, unitAmountCents: 9990 }] }),
    );
    expect([huf.amountCents, huf.currency]).toEqual([19980, 'HUF']);
    const sek = await payments.createCheckoutSession(
      input({ currency: 'SEK', idempotencyKey: 'sek', lines: [{ ...line, unitAmountCents: 27900 }] }),
    );
    expect([sek.amountCents, sek.currency]).toEqual([55800, 'SEK']);
    const sent = stripe.requests
      .filter((r) => r.path === '/v1/checkout/sessions' && ['huf', 'sek'].includes(r.idempotencyKey ?? ''))
      .map((r) => (r.params.line_items as { price_data: unknown }[])[0]!.price_data);
    expect(sent).toEqual([
      { currency: 'huf', unit_amount: '999000', product_data: { name: line.name } },
      { currency: 'sek', unit_amount: '27900', product_data: { name: line.name } },
    ]);

    stripe.pay(huf.id);
    const refund = {
      sessionId: huf.id,
      amountCents: 19980,
      currency: 'HUF' as const,
      idempotencyKey: 'r-huf',
    };
    await payments.refundSession(refund);
    const refunded = stripe.requests.find((r) => r.path === '/v1/refunds' && r.idempotencyKey === 'r-huf');
    expect(refunded?.params.amount).toBe('1998000');
  });

  it('answers a retried create with the same session (idempotency key)', async () => {
    const again = input({ idempotencyKey: 'retry-key', expiresAt: new Date(Date.now() + 40 * 60_000) });
    const first = await payments.createCheckoutSession(again);
    const second = await payments.createCheckoutSession(again);
    expect(second.id).toBe(first.id);
  });

  it('reads the session state, paid or not, and expires an open session', async () => {
    const session = await payments.createCheckoutSession(input({ idempotencyKey: 'state' }));
    expect(await payments.retrieveSession(session.id)).toEqual({ status: 'open', paid: false });
    stripe.pay(session.id);
    expect(await payments.retrieveSession(session.id)).toEqual({ status: 'complete', paid: true });
    // Expiring a completed session is refused by Stripe and ignored by the adapter.
    await expect(payments.expireSession(session.id)).resolves.toBeUndefined();

    const other = await payments.createCheckoutSession(input({ idempotencyKey: 'expire' }));
    await payments.expireSession(other.id);
    expect(await payments.retrieveSession(other.id)).toEqual({ status: 'expired', paid: false });
  });

  it('refunds a paid session through its payment intent, once per idempotency key', async () => {
    const session = await payments.createCheckoutSession(input({ idempotencyKey: 'refund' }));
    const unpaid = {
      sessionId: session.id,
      amountCents: session.amountCents,
      currency: session.currency,
      idempotencyKey: 'r-1',
    };
    await expect(payments.refundSession(unpaid)).rejects.toMatchObject({ code: 'CONFLICT' });
    stripe.pay(session.id);
    const first = await payments.refundSession(unpaid);
    const again = await payments.refundSession(unpaid);
    expect(first).toEqual({ id: again.id, status: 'succeeded' });
    const request = stripe.requests.find((r) => r.path === '/v1/refunds' && r.idempotencyKey === 'r-1')!;
    expect(request.params).toMatchObject({
      payment_intent: `pi_${session.id.slice(8)}`,
      amount: String(session.amountCents),
    });
  });

  it('turns Stripe failures into an UPSTREAM_FAILED error that is safe to show', async () => {
    const wrongKey = createStripePayments({
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk',
      webhookSecret: 'whsec',
      apiBase: stripe.url,
    });
    const err = await wrongKey.createCheckoutSession(input({ idempotencyKey: 'x' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('UPSTREAM_FAILED');
    expect((err as AppError).message).not.toContain('sk_test');
  });

  it('verifies webhook signatures on the raw body', async () => {
    const session = await payments.createCheckoutSession(input({ idempotencyKey: 'hook' }));
    const paid = stripe.pay(session.id);
    const { payload, signature } = stripe.signedEvent('checkout.session.completed', paid, 'evt_1');
    expect(payments.parseWebhook(Buffer.from(payload), signature)).toEqual({
      id: 'evt_1',
      type: 'checkout.completed',
      sessionId: session.id,
      orderId: ORDER_ID,
    });

    const bad = (body: string, sig: string | undefined) => () =>
      payments.parseWebhook(Buffer.from(body), sig);
    expect(bad(payload, undefined)).toThrow('Missing Stripe-Signature header.');
    expect(bad(payload.replace('evt_1', 'evt_2'), signature)).toThrow('The webhook signature is invalid.');
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(bad(payload, otherSecret)).toThrow('The webhook signature is invalid.');
  });

  it('refuses an event signed more than five minutes from now, in either direction', async () => {
    const session = await payments.createCheckoutSession(input({ idempotencyKey: 'hook-time' }));
    const { payload } = stripe.signedEvent('checkout.session.completed', stripe.pay(session.id), 'evt_t');
    const signedIn = (seconds: number) =>
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: stripe.webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) + seconds,
      });
    const parse = (seconds: number) => () => payments.parseWebhook(Buffer.from(payload), signedIn(seconds));
    expect(parse(-10 * 60)).toThrow('The webhook signature is invalid.');
    expect(parse(10 * 60)).toThrow('The webhook is signed for a time still to come.');
    expect(parse(365 * 86_400)).toThrow(AppError);
    // Clocks a little apart are fine, as Stripe's own check allows.
    expect(parse(4 * 60)()).toMatchObject({ id: 'evt_t' });
    expect(parse(-4 * 60)()).toMatchObject({ id: 'evt_t' });
  });

  it('maps the checkout events the shop acts on and ignores the rest', async () => {
    const session = await payments.createCheckoutSession(input({ idempotencyKey: 'events' }));
    const open = stripe.sessions.get(session.id)!;
    const parse = (type: string, object = open) => {
      const { payload, signature } = stripe.signedEvent(type, object);
      return payments.parseWebhook(Buffer.from(payload), signature);
    };
    expect(parse('checkout.session.expired')).toMatchObject({ type: 'checkout.expired', orderId: ORDER_ID });
    // Completed but unpaid (a delayed payment method): not paid until async_payment_succeeded.
    expect(
      parse('checkout.session.completed', { ...open, status: 'complete', payment_status: 'unpaid' }),
    ).toBeNull();
    expect(parse('checkout.session.async_payment_succeeded')).toMatchObject({ type: 'checkout.completed' });
    expect(parse('checkout.session.async_payment_failed')).toMatchObject({ type: 'checkout.expired' });
    expect(parse('payment_intent.created')).toBeNull();
    expect(
      parse('checkout.session.completed', { ...open, metadata: {}, client_reference_id: null }),
    ).toBeNull();
  });
});
