import { ordersResponseSchema } from '@prompttee/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../db/schema';
import { ORDER_HISTORY_CHANNEL } from '../../../db/notify-channels';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { OrderHistory } from '../order-history';
import type { OrderHistoryRow } from '../order-repository';
import { insertOrder } from './order-fixtures';

const onPostgres = !!process.env.DATABASE_URL;

const row: OrderHistoryRow = {
  id: '5f0c9a52-8c1e-4a3e-9a4e-111111111111',
  displayOrderId: 'PT-7K3M9Q',
  createdAt: new Date('2026-11-21T10:00:00Z'),
  status: 'payment_authorized',
  currency: 'EUR',
  totalCents: 2499,
  clientSecret: null,
  sessionExpiresAt: null,
  shippingAddressId: '5f0c9a52-8c1e-4a3e-9a4e-222222222222',
  trackingNumber: null,
  trackingUrl: null,
  vat: { vatCountry: 'EE', vatRateBasisPoints: 2400, vatCents: 484, shippingCountry: 'EE' },
  hasInvoice: false,
  hasCreditNote: false,
  replacementOf: null,
  replacedBy: null,
};

describe('an order history', () => {
  it('is shaped into the contract and serialised once, however often it is read', () => {
    const history = new OrderHistory([row]);
    expect(history.orders).toBe(history.orders);
    expect(history.orders[0]).toMatchObject({ order_id: row.id, created_at: '2026-11-21T10:00:00.000Z' });
    expect(Object.isFrozen(history.orders[0])).toBe(true);
    const write = vi.fn((reply: unknown) => JSON.stringify(reply));
    const bytes = history.serialised(write);
    expect(history.serialised(write)).toBe(bytes);
    expect(write).toHaveBeenCalledTimes(1);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ orders: history.orders });
  });
});

// The history is kept between requests and forgotten when the database says the customer's orders
// changed. A write with triggers off (session_replication_role) changes a row without a
// notification, so the reply that still shows the old status can only come from the cache.
describe(`GET /v1/orders from memory (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  const statusOf = async (orderId: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/orders', headers: bearer(alice) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return ordersResponseSchema.parse(res.json()).orders.find((o) => o.order_id === orderId)?.status;
  };
  const setStatusUnannounced = (orderId: string, status: string) =>
    t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
    });

  it('answers a request pair from one read, and reads again once a notification names the customer', async () => {
    const order = await insertOrder(t.deps.db, { userId: alice.id, status: 'payment_authorized' });
    // The cache trusts memory once its LISTEN runs; until then every read goes to the database.
    await vi.waitFor(async () => {
      await t.deps.db.update(orders).set({ status: 'payment_authorized' }).where(eq(orders.id, order.id));
      expect(await statusOf(order.id)).toBe('payment_authorized');
      await setStatusUnannounced(order.id, 'in_production');
      expect(await statusOf(order.id)).toBe('payment_authorized');
    });
    expect(await statusOf(order.id)).toBe('payment_authorized');

    await t.deps.db.execute(sql`select pg_notify(${ORDER_HISTORY_CHANNEL}, ${alice.id})`);
    await vi.waitFor(async () => expect(await statusOf(order.id)).toBe('in_production'));
  });
});
