import { createOrderResponseSchema, ordersResponseSchema } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../../db/schema';
import { bearer, signUpTestUser, type TestUser } from '../../../testing/test-app';
import { payTestCheckout, testCheckoutSession } from '../../payments/__tests__/payment-calls';
import {
  countOrders,
  createCheckoutTestApp,
  insertAddress,
  insertDesign,
  orderBody,
  orderRow,
  sessionRows,
  type CheckoutTestApp,
} from './checkout-fixtures';

describe(`an order's currency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: CheckoutTestApp;
  let user: TestUser;
  let designId: string;
  let swedish: string;

  const post = (body: object) =>
    t.app.inject({ method: 'POST', url: '/v1/orders', headers: bearer(user), payload: body });

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    user = await signUpTestUser(t.app);
    designId = await insertDesign(t.deps.db, user.id);
    swedish = await insertAddress(t.deps.db, user.id, { country: 'SE' });
  });
  afterAll(() => t.close());

  it('prices, stores and charges an order in SEK at the catalogue price, through the test checkout', async () => {
    const res = await post({ ...orderBody(swedish, designId), currency: 'SEK' });
    expect(res.statusCode, res.body).toBe(201);
    const order = createOrderResponseSchema.parse(res.json());
    // 2 x 279 SEK, Swedish VAT 25 % contained: 558 x 25 / 125 = 111.60 SEK.
    expect([order.total_amount, order.currency, order.vat]).toEqual([
      55800,
      'SEK',
      { country: 'SE', rate_percent: 25, amount: 11160 },
    ]);
    expect(await orderRow(t.deps.db, order.order_id)).toMatchObject({
      currency: 'SEK',
      subtotalCents: 55800,
      totalCents: 55800,
      vatCents: 11160,
    });
    const items = await t.deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.order_id));
    expect(items.map((i) => [i.unitPriceCents, i.currency])).toEqual([[27900, 'SEK']]);
    const [session] = await sessionRows(t.deps.db, order.order_id);
    expect([session?.amountCents, session?.currency]).toEqual([55800, 'SEK']);

    const form = await testCheckoutSession(t, user, order.client_secret);
    expect([form.json().amount_total, form.json().currency]).toEqual([55800, 'SEK']);
    const paid = await payTestCheckout(t, user, order.client_secret);
    expect(paid.json().status).toBe('complete');

    const history = ordersResponseSchema.parse(
      (await t.app.inject({ url: '/v1/orders', headers: bearer(user) })).json(),
    );
    const listed = history.orders.find((o) => o.order_id === order.order_id);
    expect([listed?.status, listed?.total_amount, listed?.currency]).toEqual([
      'payment_authorized',
      55800,
      'SEK',
    ]);
    const detail = await t.app.inject({ url: `/v1/orders/${order.order_id}/items`, headers: bearer(user) });
    expect(detail.json().items.map((i: { price: string }) => i.price)).toEqual(['279.00']);
  });

  it('keeps forints whole: 9990 HUF a shirt, VAT to the forint, half up', async () => {
    const hungarian = await insertAddress(t.deps.db, user.id, { country: 'HU' });
    const res = await post({ ...orderBody(hungarian, designId), currency: 'HUF' });
    expect(res.statusCode, res.body).toBe(201);
    // 19980 x 27 / 127 = 4247.7 -> 4248 forints.
    expect([res.json().total_amount, res.json().currency, res.json().vat.amount]).toEqual([
      19980,
      'HUF',
      4248,
    ]);
    const detail = await t.app.inject({
      url: `/v1/orders/${res.json().order_id}/items`,
      headers: bearer(user),
    });
    expect(detail.json().items.map((i: { price: string }) => i.price)).toEqual(['9990']);
  });

  it('is EUR when the body names none', async () => {
    const res = await post(orderBody(swedish, designId));
    expect([res.statusCode, res.json().total_amount, res.json().currency]).toEqual([201, 4998, 'EUR']);
  });

  it('refuses a currency the shop does not sell in, naming `currency`, and stores nothing', async () => {
    const before = await countOrders(t.deps.db, user.id);
    for (const currency of ['USD', 'sek', 42]) {
      const res = await post({ ...orderBody(swedish, designId), currency });
      expect(res.statusCode, String(currency)).toBe(400);
      expect(res.json().details.issues.map((i: { field: string }) => i.field)).toEqual(['currency']);
    }
    // A variant the catalogue sets no SEK price for cannot be ordered in SEK.
    const unpriced = await post({
      ...orderBody(swedish, designId),
      items: [{ product_id: 'TEE-BLK-L', quantity: 1, designs: { front: designId } }],
      currency: 'SEK',
    });
    expect([unpriced.statusCode, unpriced.json().message]).toEqual([
      400,
      'currency: TEE-BLK-L is not sold in SEK',
    ]);
    expect(await countOrders(t.deps.db, user.id)).toBe(before);
  });
});
