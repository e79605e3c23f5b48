import { ordersResponseSchema } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentSessions } from '../../../db/schema';
import { bearer, signUpTestUser, type TestUser } from '../../../testing/test-app';
import {
  checkoutAppWithCustomers,
  payTestCheckout,
  placeOrder,
} from '../../payments/__tests__/payment-calls';
import type { CheckoutTestApp } from './checkout-fixtures';
import { insertOrder } from './order-fixtures';

const onPostgres = !!process.env.DATABASE_URL;

// GET /v1/orders is answered from memory between changes (cached-order-repository.ts). Whoever writes,
// the very next read must show the change, and never another customer's orders.
describe(`the order history stays fresh (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: CheckoutTestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    ({ t, user: alice, other: bob } = await checkoutAppWithCustomers());
    await t.deps.queue.start();
  });
  afterAll(() => t.close());

  const history = async (who: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/orders', headers: bearer(who) });
    expect(res.statusCode).toBe(200);
    return ordersResponseSchema.parse(res.json()).orders;
  };
  const statusOf = async (who: TestUser, orderId: string) =>
    (await history(who)).find((o) => o.order_id === orderId)?.status;

  it('shows an order placed, then paid, on the very next read', async () => {
    const before = await history(alice);
    await history(alice); // answered from memory now
    const placed = await placeOrder(t, alice);
    const afterPlacing = await history(alice);
    expect(afterPlacing).toHaveLength(before.length + 1);
    expect(afterPlacing[0]).toMatchObject({ order_id: placed.order_id, status: 'pending_payment' });
    expect(afterPlacing[0]!.client_secret).toBe(placed.client_secret);
    expect((await payTestCheckout(t, alice, placed.client_secret)).statusCode).toBe(200);
    const paid = (await history(alice))[0]!;
    expect(paid.status).not.toBe('pending_payment');
    expect(paid.client_secret).toBeNull();
  });

  it('shows changes written by anything else on this database (SQL, jobs, the operator)', async () => {
    const order = await insertOrder(t.deps.db, { userId: alice.id, openSessionSecret: 'cs_fresh_one' });
    expect(await statusOf(alice, order.id)).toBe('payment_authorized');
    await t.deps.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    expect(await statusOf(alice, order.id)).toBe('shipped');
    await t.deps.db.update(orders).set({ status: 'pending_payment' }).where(eq(orders.id, order.id));
    const pending = (await history(alice)).find((o) => o.order_id === order.id);
    expect(pending?.client_secret).toBe('cs_fresh_one');
    // The payment session ends (paid elsewhere, or marked expired by its job): its secret goes.
    await t.deps.db
      .update(paymentSessions)
      .set({ status: 'expired' })
      .where(eq(paymentSessions.orderId, order.id));
    expect((await history(alice)).find((o) => o.order_id === order.id)?.client_secret).toBeNull();
    await t.deps.db.delete(orders).where(eq(orders.id, order.id));
    expect(await statusOf(alice, order.id)).toBeUndefined();
  });

  it('answers the same list over HTTP, compressed, when it comes from memory', async () => {
    // Enough orders for a reply over the 1 kB below which nothing is compressed.
    for (let i = 0; i < 6; i++) await insertOrder(t.deps.db, { userId: alice.id });
    const plain = await history(alice);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${address}/v1/orders`, {
        headers: { authorization: `Bearer ${alice.token}`, 'accept-encoding': 'gzip' },
      });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(ordersResponseSchema.parse(await res.json()).orders).toEqual(plain);
    }
  });

  it('keeps each customer’s list to themselves while both are cached', async () => {
    const carol = await signUpTestUser(t.app);
    const bobs = await insertOrder(t.deps.db, { userId: bob.id });
    const carols = await insertOrder(t.deps.db, { userId: carol.id });
    for (let i = 0; i < 3; i++) {
      const [forBob, forCarol] = await Promise.all([history(bob), history(carol)]);
      expect(forBob.map((o) => o.order_id)).toContain(bobs.id);
      expect(forBob.map((o) => o.order_id)).not.toContain(carols.id);
      expect(forCarol.map((o) => o.order_id)).toEqual([carols.id]);
    }
    await t.deps.db.update(orders).set({ status: 'in_production' }).where(eq(orders.id, bobs.id));
    expect(await statusOf(bob, bobs.id)).toBe('in_production');
    expect((await history(carol)).map((o) => o.status)).toEqual(['payment_authorized']);
  });

  it.runIf(onPostgres)(
    'shows a change made by another process within a second, even across a lost LISTEN',
    async () => {
      const other = new pg.Client({ connectionString: t.deps.database.url });
      await other.connect();
      // The shop's listener tells every subscriber when it listens again: this probe hears it too.
      const gaps: string[] = [];
      const unlisten = await t.deps.database.listen(
        'freshness_probe',
        () => {},
        (state) => gaps.push(state),
      );
      try {
        const order = await insertOrder(t.deps.db, { userId: alice.id });
        expect(await statusOf(alice, order.id)).toBe('payment_authorized');
        await other.query(`update orders set status = 'in_production' where id = $1`, [order.id]);
        await expect
          .poll(() => statusOf(alice, order.id), { timeout: 1000, interval: 20 })
          .toBe('in_production');

        // Every connection of the shop drops (waiting until each is gone), its LISTENs with it:
        // changes made before they are back must not be missed.
        await other.query(
          `select pg_terminate_backend(pid, 5000) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
        );
        await other.query(`update orders set status = 'shipped' where id = $1`, [order.id]);
        await expect.poll(() => statusOf(alice, order.id), { timeout: 1000, interval: 20 }).toBe('shipped');
        await expect.poll(() => gaps, { timeout: 5000 }).toEqual(['lost', 'restored']);
        expect(await statusOf(alice, order.id)).toBe('shipped');
        await other.query(`update orders set status = 'delivered' where id = $1`, [order.id]);
        await expect.poll(() => statusOf(alice, order.id), { timeout: 1000, interval: 20 }).toBe('delivered');
      } finally {
        await unlisten();
        await other.end();
      }
    },
  );
});
