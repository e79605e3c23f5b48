import { createOrderResponseSchema, orderItemsResponseSchema } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs } from '../../../db/schema';
import { bearer, signUpTestUser, type TestUser } from '../../../testing/test-app';
import {
  createCheckoutTestApp,
  insertAddress,
  insertDesign,
  orderBody,
  type CheckoutTestApp,
} from './checkout-fixtures';
import { insertOrder } from './order-fixtures';

// An order line names its design by the design's title (its prompt, as the design list shows it),
// kept on the order: designs expire, orders do not.

describe(`GET /v1/orders/{order_id}/items: the design's title (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: CheckoutTestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createCheckoutTestApp();
    user = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  const items = async (orderId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${orderId}/items`,
      headers: bearer(user),
    });
    expect(res.statusCode, res.body).toBe(200);
    return orderItemsResponseSchema.parse(res.json()).items;
  };

  it('carries the prompt of the ordered design, still there after the design is gone', async () => {
    const addressId = await insertAddress(t.deps.db, user.id);
    const designId = await insertDesign(t.deps.db, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(user),
      payload: orderBody(addressId, designId),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order_id } = createOrderResponseSchema.parse(res.json());

    expect((await items(order_id)).map((i) => i.design_title)).toEqual(['a fox in a forest']);
    await t.deps.db.delete(designs).where(eq(designs.id, designId));
    expect((await items(order_id)).map((i) => i.design_title)).toEqual(['a fox in a forest']);
  });

  it('leaves it out for an order placed before titles were kept', async () => {
    const order = await insertOrder(t.deps.db, { userId: user.id, items: [{ sku: 'CLS-WHI-M' }] });
    const [item] = await items(order.id);
    expect(item).toBeDefined();
    expect(item!.design_title).toBeUndefined();
  });
});
