import { randomUUID } from 'node:crypto';
import { ordersResponseSchema, orderItemsResponseSchema } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { insertAddress, insertOrder } from './order-fixtures';

describe('GET /v1/orders and /v1/orders/{order_id}/items', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = await Promise.all([signUpTestUser(t.app), signUpTestUser(t.app)]);
  });
  afterAll(() => t.close());

  const getOrders = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/orders', headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    return ordersResponseSchema.parse(res.json()).orders;
  };

  it('refuses a request without a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/orders' });
    expect(res.statusCode).toBe(401);
  });

  it('answers an empty list to a customer without orders', async () => {
    const carol = await signUpTestUser(t.app);
    expect(await getOrders(carol)).toEqual([]);
  });

  it('lists only the customer’s own orders, newest first, with the spec fields', async () => {
    const addressId = await insertAddress(t.deps.db, alice.id);
    const old = await insertOrder(t.deps.db, {
      userId: alice.id,
      addressId,
      createdAt: new Date('2026-01-05T10:00:00Z'),
      status: 'delivered',
      totalCents: 5998,
      trackingNumber: 'SIM123',
    });
    const newest = await insertOrder(t.deps.db, {
      userId: alice.id,
      addressId,
      createdAt: new Date('2026-11-21T10:00:00Z'),
      status: 'pending_payment',
      openSessionSecret: 'cs_secret_open',
    });
    const middle = await insertOrder(t.deps.db, {
      userId: alice.id,
      addressId,
      createdAt: new Date('2026-06-01T10:00:00Z'),
    });
    await insertOrder(t.deps.db, { userId: bob.id, createdAt: new Date('2026-11-22T10:00:00Z') });

    const list = await getOrders(alice);
    expect(list.map((o) => o.order_id)).toEqual([newest.id, middle.id, old.id]);
    expect(list[0]).toEqual({
      order_id: newest.id,
      display_order_id: newest.displayOrderId,
      created_at: '2026-11-21T10:00:00.000Z',
      status: 'pending_payment',
      total_amount: 2499,
      currency: 'EUR',
      client_secret: 'cs_secret_open',
      shipping_address_id: addressId,
      tracking_number: null,
      tracking_url: null,
      // Stored without VAT (as orders were before it was kept): worked out from its address and date.
      vat: { country: 'EE', rate_percent: 24, amount: 484 },
      has_invoice: false,
      has_credit_note: false,
    });
    expect(list[2]).toMatchObject({ status: 'delivered', total_amount: 5998, tracking_number: 'SIM123' });
    // The secret belongs to the open session of an order awaiting payment only.
    expect(list[1]!.client_secret).toBeNull();
    expect(list[2]!.client_secret).toBeNull();
    expect((await getOrders(bob)).every((o) => o.order_id !== newest.id)).toBe(true);
  });

  it('does not hand out the secret of a session whose time ran out', async () => {
    const order = await insertOrder(t.deps.db, {
      userId: alice.id,
      status: 'pending_payment',
      openSessionSecret: 'stale',
      sessionExpired: true,
    });
    const listed = (await getOrders(alice)).find((o) => o.order_id === order.id);
    expect(listed?.client_secret).toBeNull();
  });

  it('does not hand out the secret of an order no longer awaiting payment', async () => {
    const order = await insertOrder(t.deps.db, {
      userId: alice.id,
      status: 'payment_authorized',
      openSessionSecret: 's',
    });
    const listed = (await getOrders(alice)).find((o) => o.order_id === order.id);
    expect(listed?.client_secret).toBeNull();
  });

  it('lists an order’s items with names, euro price strings and thumbnails of the captured files', async () => {
    const order = await insertOrder(t.deps.db, {
      userId: alice.id,
      items: [
        {
          sku: 'CLS-BLK-L',
          colorCode: 'BLK',
          sizeCode: 'L',
          quantity: 2,
          unitPriceCents: 2499,
          sides: ['back'],
        },
        { sku: 'CLS-WHI-M', quantity: 1, unitPriceCents: 1000, sides: ['front', 'back'] },
      ],
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${order.id}/items`,
      headers: bearer(alice),
    });
    expect(res.statusCode).toBe(200);
    const { items } = orderItemsResponseSchema.parse(res.json());
    expect(items).toHaveLength(2);
    const black = items.find((i) => i.sku === 'CLS-BLK-L')!;
    expect(black).toMatchObject({
      product_id: 'classic-tee',
      name: 'Classic Unisex T-Shirt',
      color_code: 'BLK',
      color_name: 'Black',
      size_code: 'L',
      quantity: 2,
      price: '24.99',
      print_locations: ['back'],
    });
    expect(black.thumbnail_urls.front).toBeUndefined();
    expect(black.thumbnail_urls.back).toMatch(/^http:\/\/localhost:3000\/media\/orders\/.+\.webp$/);
    const white = items.find((i) => i.sku === 'CLS-WHI-M')!;
    expect(white).toMatchObject({ price: '10.00', print_locations: ['front', 'back'], color_name: 'White' });
    expect(white.thumbnail_urls.front).toMatch(/\.webp$/);
  });

  it('answers 404 for another customer’s order and for an unknown one, and 400 for a bad id', async () => {
    const order = await insertOrder(t.deps.db, { userId: alice.id });
    const other = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${order.id}/items`,
      headers: bearer(bob),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${randomUUID()}/items`,
      headers: bearer(alice),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/orders/nope/items', headers: bearer(alice) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/order_id/);
  });

  it('answers an empty item list for an order without items', async () => {
    const order = await insertOrder(t.deps.db, { userId: alice.id, items: [] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${order.id}/items`,
      headers: bearer(alice),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });
});
