import { createOrderResponseSchema } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../../db/schema';
import { bearer, signUpTestUser, type TestUser } from '../../../testing/test-app';
import { DISPLAY_ORDER_ID_PATTERN } from '../display-order-id';
import {
  countOrders,
  createCheckoutTestApp,
  eventsOf,
  insertAddress,
  insertDesign,
  orderBody,
  orderRow,
  sessionRows,
  type CheckoutTestApp,
} from './checkout-fixtures';

describe(`POST /v1/orders (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: CheckoutTestApp;
  let user: TestUser;
  let other: TestUser;
  let addressId: string;
  let designId: string;

  const post = (body: unknown, who: TestUser = user, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { ...bearer(who), ...headers },
      payload: body as object,
    });

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    user = await signUpTestUser(t.app);
    other = await signUpTestUser(t.app);
    addressId = await insertAddress(t.deps.db, user.id);
    designId = await insertDesign(t.deps.db, user.id);
  });
  afterAll(() => t.close());

  it('prices the order from the catalog, ignoring any price the client sends', async () => {
    const before = await countOrders(t.deps.db, user.id);
    const tampered = {
      ...orderBody(addressId, designId),
      items: [
        { product_id: 'TEE-WHI-M', quantity: 2, designs: { front: designId }, price: 0.01, unit_amount: 1 },
      ],
      total_amount: 1,
      price: 0.01,
    };
    const res = await post(tampered);
    expect(res.statusCode, res.body).toBe(201);
    const body = createOrderResponseSchema.parse(res.json());
    expect(body.total_amount).toBe(2 * 2499);
    expect(body.payment_provider).toBe('test');
    expect(body.publishable_key).toBeNull();
    expect(body.display_order_id).toMatch(DISPLAY_ORDER_ID_PATTERN);
    expect(await countOrders(t.deps.db, user.id)).toBe(before + 1);

    const order = await orderRow(t.deps.db, body.order_id);
    expect(order).toMatchObject({
      status: 'pending_payment',
      subtotalCents: 4998,
      shippingCents: 0,
      totalCents: 4998,
      currency: 'EUR',
      shippingAddressId: addressId,
      shippingAddress: { first_name: 'Mari', city: 'Tallinn', country: 'EE', postcode: '10117' },
    });
    const items = await t.deps.db.select().from(orderItems).where(eq(orderItems.orderId, body.order_id));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      productId: 'classic-tee',
      sku: 'TEE-WHI-M',
      colorCode: 'WHI',
      sizeCode: 'M',
      quantity: 2,
      unitPriceCents: 2499,
      designs: { front: designId },
    });
    expect(items[0]!.printFiles.front?.printKey).toMatch(/^private\/designs\/[\w-]+\/print\.png$/);

    const [session] = await sessionRows(t.deps.db, body.order_id);
    expect(session).toMatchObject({
      clientSecret: body.client_secret,
      status: 'open',
      provider: 'test',
      amountCents: 4998,
      userId: user.id,
    });
    expect(order.paymentSessionId).toBe(session!.id);
    const minutes = (session!.expiresAt.getTime() - t.clock.now().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30);
    expect((await eventsOf(t.deps.db, body.order_id)).map((e) => e.status)).toEqual(['pending_payment']);
  });

  it('prices several lines, both print sides and quantities', async () => {
    const back = await insertDesign(t.deps.db, user.id);
    const res = await post({
      shipping_address_id: addressId,
      terms_accepted: true,
      items: [
        { product_id: 'TEE-WHI-M', quantity: 1, designs: { front: designId, back } },
        { product_id: 'TEE-BLK-L', quantity: 3, designs: { back } },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total_amount).toBe(2499 + 3 * 2650);
  });

  it('refuses an unknown product, naming the line, and stores nothing', async () => {
    const before = await countOrders(t.deps.db, user.id);
    const res = await post(
      orderBody(addressId, designId, {
        items: [
          { product_id: 'TEE-WHI-M', quantity: 1, designs: { front: designId } },
          { product_id: 'NOPE-XL', quantity: 1, designs: { front: designId } },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('items.1.product_id');
    expect(await countOrders(t.deps.db, user.id)).toBe(before);
  });

  it("refuses another user's design and address (404 naming the field), storing nothing", async () => {
    const before = await countOrders(t.deps.db, user.id);
    const theirDesign = await insertDesign(t.deps.db, other.id);
    const theirAddress = await insertAddress(t.deps.db, other.id);

    const design = await post(orderBody(addressId, theirDesign));
    expect(design.statusCode).toBe(404);
    expect(design.json()).toMatchObject({
      code: 'NOT_FOUND',
      details: { issues: [{ field: 'items.0.designs.front' }] },
    });

    const address = await post(orderBody(theirAddress, designId));
    expect(address.statusCode).toBe(404);
    expect(address.json().message).toContain('shipping_address_id');
    expect(await countOrders(t.deps.db, user.id)).toBe(before);
    expect(await countOrders(t.deps.db, other.id)).toBe(0);
  });

  it('refuses an expired design and a deleted address', async () => {
    const before = await countOrders(t.deps.db, user.id);
    const expired = await insertDesign(t.deps.db, user.id, { expiresAt: new Date(Date.now() - 1000) });
    const res = await post(
      orderBody(addressId, designId, {
        items: [{ product_id: 'TEE-WHI-M', quantity: 1, designs: { back: expired } }],
      }),
    );
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(
      'items.0.designs.back: This design has expired. Create a new design or choose another one.',
    );

    const deleted = await insertAddress(t.deps.db, user.id, { deleted: true });
    expect((await post(orderBody(deleted, designId))).statusCode).toBe(404);
    expect(await countOrders(t.deps.db, user.id)).toBe(before);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [orderBody(addressId, designId, { items: [] }), 'items'],
      [
        {
          ...orderBody(addressId, designId),
          items: [{ product_id: 'TEE-WHI-M', quantity: 0, designs: { front: designId } }],
        },
        'items.0.quantity',
      ],
      [
        { ...orderBody(addressId, designId), items: [{ product_id: 'TEE-WHI-M', quantity: 1, designs: {} }] },
        'items.0.designs',
      ],
      [
        {
          ...orderBody(addressId, designId),
          items: [{ product_id: 'TEE-WHI-M', quantity: 1, designs: { side: designId } }],
        },
        'items.0.designs',
      ],
      [{ ...orderBody(addressId, designId), shipping_address_id: 'not-a-uuid' }, 'shipping_address_id'],
      [{ items: orderBody(addressId, designId).items }, 'shipping_address_id'],
    ];
    const before = await countOrders(t.deps.db, user.id);
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(await countOrders(t.deps.db, user.id)).toBe(before);
  });

  it('needs the bearer token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      payload: orderBody(addressId, designId),
    });
    expect(res.statusCode).toBe(401);
  });

  it('returns the same order for a retried POST with the same Idempotency-Key', async () => {
    const before = await countOrders(t.deps.db, user.id);
    const key = { 'idempotency-key': 'checkout-attempt-1' };
    const first = await post(orderBody(addressId, designId), user, key);
    const second = await post(orderBody(addressId, designId), user, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countOrders(t.deps.db, user.id)).toBe(before + 1);
    expect(await sessionRows(t.deps.db, first.json().order_id)).toHaveLength(1);

    // Concurrent retries still make one order; another key makes another.
    const racing = await Promise.all(
      [1, 2, 3].map(() => post(orderBody(addressId, designId), user, { 'idempotency-key': 'race' })),
    );
    expect(new Set(racing.map((r) => r.json().order_id)).size).toBe(1);
    expect(await countOrders(t.deps.db, user.id)).toBe(before + 2);
    // The key is per customer: another customer's identical key is their own order.
    const theirs = await post(
      orderBody(await insertAddress(t.deps.db, other.id), await insertDesign(t.deps.db, other.id)),
      other,
      key,
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().order_id).not.toBe(first.json().order_id);
  });
});
