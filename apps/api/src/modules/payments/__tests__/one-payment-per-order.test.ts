import type { CreateOrderResponse } from '@prompttee/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, orderItems, orders, paymentRefunds, paymentSessions } from '../../../db/schema';
import { bearer, type TestUser } from '../../../testing/test-app';
import {
  countOrders,
  eventsOf,
  insertAddress,
  insertDesign,
  orderBody,
  orderRow,
  sessionRows,
  type CheckoutTestApp,
} from '../../orders/__tests__/checkout-fixtures';
import { expireSessionlessOrders } from '../expire-payment-sessions';
import { recordPaymentEvent } from '../record-payment-event';
import { checkoutAppWithCustomers, payTestCheckout, placeOrder } from './payment-calls';

// At most one payable session per order, whatever races; a second payment is refunded.
describe(`one payment per order (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: CheckoutTestApp;
  let user: TestUser;

  beforeAll(async () => {
    ({ t, user } = await checkoutAppWithCustomers());
  });
  afterAll(() => t.close());

  const post = (body: unknown, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { ...bearer(user), 'idempotency-key': key },
      payload: body as object,
    });

  it('30 concurrent retries of one POST /v1/orders make one order with one open session', async () => {
    const body = orderBody(await insertAddress(t.deps.db, user.id), await insertDesign(t.deps.db, user.id));
    const before = await countOrders(t.deps.db, user.id);
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(body, 'retry-storm')));
    const statuses = answers.map((r) => r.statusCode);
    expect(
      statuses.every((s) => s === 201),
      JSON.stringify(statuses),
    ).toBe(true);
    const replies = answers.map((r) => r.json<CreateOrderResponse>());
    expect(new Set(replies.map((r) => r.order_id)).size).toBe(1);
    expect(new Set(replies.map((r) => r.client_secret)).size).toBe(1);
    expect(await countOrders(t.deps.db, user.id)).toBe(before + 1);
    const sessions = await sessionRows(t.deps.db, replies[0]!.order_id);
    expect(sessions.filter((s) => s.status === 'open')).toHaveLength(1);
    console.info(
      `place-order storm: 30 requests -> ${new Set(replies.map((r) => r.order_id)).size} order, ` +
        `${sessions.length} session(s) stored, ${sessions.filter((s) => s.status === 'open').length} open`,
    );
  });

  it('answers 422 to the same Idempotency-Key with another body, and changes nothing', async () => {
    const body = orderBody(await insertAddress(t.deps.db, user.id), await insertDesign(t.deps.db, user.id));
    const first = await post(body, 'key-reused');
    expect(first.statusCode).toBe(201);
    const orderId = first.json<CreateOrderResponse>().order_id;
    const before = await countOrders(t.deps.db, user.id);
    const other = { ...body, items: [{ ...body.items[0]!, quantity: 5 }] };
    const second = await post(other, 'key-reused');
    expect(second.statusCode).toBe(422);
    expect(second.json<{ code: string }>().code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await countOrders(t.deps.db, user.id)).toBe(before);
    const items = await t.deps.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => i.quantity)).toEqual([2]);
    // The same body, keys in another order, is still the same request.
    const reordered = {
      terms_accepted: true,
      shipping_address_id: body.shipping_address_id,
      items: body.items,
    };
    const third = await post(reordered, 'key-reused');
    expect(third.statusCode).toBe(201);
    expect(third.json<CreateOrderResponse>().order_id).toBe(orderId);
  });

  it('concurrent resume-payment of an expired order opens one session', async () => {
    const placed = await placeOrder(t, user);
    await t.deps.db.update(orders).set({ status: 'payment_expired' }).where(eq(orders.id, placed.order_id));
    await t.deps.db
      .update(paymentSessions)
      .set({ status: 'expired' })
      .where(eq(paymentSessions.orderId, placed.order_id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/v1/orders/${placed.order_id}/resume-payment`,
          headers: bearer(user),
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json<{ client_secret: string }>().client_secret)).size).toBe(1);
    const open = (await sessionRows(t.deps.db, placed.order_id)).filter((s) => s.status === 'open');
    expect(open).toHaveLength(1);
  });

  it('the database refuses a second open session for one order', async () => {
    const placed = await placeOrder(t, user);
    const [session] = await sessionRows(t.deps.db, placed.order_id);
    await expect(
      t.deps.db.insert(paymentSessions).values({
        ...session!,
        id: `${session!.id}_twin`,
        clientSecret: `${session!.clientSecret}_twin`,
      }),
    ).rejects.toThrow();
  });

  it('4 parallel payments of one session complete it once', async () => {
    const placed = await placeOrder(t, user);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => payTestCheckout(t, user, placed.client_secret)),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const paid = (await eventsOf(t.deps.db, placed.order_id)).filter(
      (e) => e.status === 'payment_authorized',
    );
    expect(paid).toHaveLength(1);
    expect((await sessionRows(t.deps.db, placed.order_id)).map((s) => s.status)).toEqual(['complete']);
  });

  it('refunds a second completed payment of a paid order and raises an alert', async () => {
    const placed = await placeOrder(t, user);
    expect((await payTestCheckout(t, user, placed.client_secret)).statusCode).toBe(200);
    const [first] = await sessionRows(t.deps.db, placed.order_id);
    // A second session paid at the provider anyway (opened before the unique index, or Stripe's).
    const secondId = `${first!.id}_second`;
    await t.deps.db.insert(paymentSessions).values({
      ...first!,
      id: secondId,
      clientSecret: `${first!.clientSecret}_second`,
      status: 'open',
    });
    const event = {
      provider: 'test' as const,
      id: `evt_${secondId}`,
      type: 'checkout.completed' as const,
      sessionId: secondId,
      orderId: placed.order_id,
    };
    const results = await Promise.all([recordPaymentEvent(t.deps, event), recordPaymentEvent(t.deps, event)]);
    expect(results.filter((r) => r.duplicate)).toHaveLength(1);
    const refunds = await t.deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, placed.order_id));
    expect(refunds).toMatchObject([
      { sessionId: secondId, reason: 'duplicate_payment', amountCents: first!.amountCents },
    ]);
    const raised = await t.deps.db.select().from(alerts).where(eq(alerts.orderId, placed.order_id));
    expect(raised).toMatchObject([
      {
        kind: 'duplicate_payment',
        ref: secondId,
        message: `A second payment (${secondId}) was taken for an order already paid; refunded automatically.`,
        messageText: { key: 'duplicateRefunded', values: { session: secondId } },
      },
    ]);
    // The order stays paid once; the first session's payment is untouched.
    expect((await orderRow(t.deps.db, placed.order_id)).status).not.toBe('payment_expired');
    // A replay of another event id for the same completion refunds nothing more.
    await recordPaymentEvent(t.deps, { ...event, id: `evt_${secondId}_again` });
    expect(
      await t.deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, placed.order_id)),
    ).toHaveLength(1);
  });

  it('expires an order whose session was never opened, 30 minutes on', async () => {
    const placed = await placeOrder(t, user);
    // What a process killed between the two writes leaves: the order, no session.
    await t.deps.db.delete(paymentSessions).where(eq(paymentSessions.orderId, placed.order_id));
    await t.deps.db.update(orders).set({ paymentSessionId: null }).where(eq(orders.id, placed.order_id));
    await expireSessionlessOrders(t.deps);
    expect((await orderRow(t.deps.db, placed.order_id)).status).toBe('pending_payment');
    t.clock.advance(31 * 60_000);
    expect(await expireSessionlessOrders(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.deps.db, placed.order_id)).status).toBe('payment_expired');
    const events = await eventsOf(t.deps.db, placed.order_id);
    expect(events.at(-1)).toMatchObject({ status: 'payment_expired', source: 'sweep' });
    // And it can be paid again from the order history.
    const resumed = await t.app.inject({
      method: 'POST',
      url: `/v1/orders/${placed.order_id}/resume-payment`,
      headers: bearer(user),
    });
    expect(resumed.statusCode).toBe(200);
    void sql;
  });
});
