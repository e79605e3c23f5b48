import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs, orderItems } from '../../../db/schema';
import { bearer, signUpTestUser } from '../../../testing/test-app';
import { insertDesign } from '../../orders/__tests__/checkout-fixtures';
import { insertOrder } from '../../orders/__tests__/order-fixtures';
import { createAdminTestApp, type AdminTestApp } from './admin-test-app';

describe('operator customers and designs', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ DESIGN_QUOTA: '1' });
  });
  afterAll(async () => t.close());

  const createDesign = (who = t.customer) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/designs/create',
      headers: bearer(who),
      payload: { prompt: 'a fox reading a book' },
    });

  it('lists and searches customers with their order counts', async () => {
    await insertOrder(t.deps.db, { userId: t.customer.id });
    const res = (await t.call('GET', `/customers?q=${encodeURIComponent(t.customer.email)}`)).json();
    expect(res.customers).toMatchObject([{ customer_id: t.customer.id, orders: 1, disabled: false }]);
    expect((await t.call('GET', '/customers')).json().total).toBeGreaterThanOrEqual(2);
  });

  it('disables an account: its token stops working at once; enabling lets it sign in again', async () => {
    const victim = await signUpTestUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: bearer(victim) })).statusCode,
    ).toBe(200);
    expect((await t.call('POST', `/customers/${victim.id}/disable`)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: bearer(victim) })).statusCode,
    ).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: victim.email, password: 'correct-horse-1' },
    });
    expect(refused.statusCode).not.toBe(200);

    expect((await t.call('POST', `/customers/${victim.id}/enable`)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: victim.email, password: 'correct-horse-1' },
    });
    expect(again.statusCode).toBe(200);
    const detail = (await t.call('GET', `/customers/${victim.id}`)).json();
    expect(detail.audit.map((a: { action: string }) => a.action)).toEqual([
      'customer.enable',
      'customer.disable',
    ]);
    expect((await t.call('POST', `/customers/${t.operator.id}/disable`)).statusCode).toBe(409);
  });

  it('grants extra designs for this month, which the designer then allows', async () => {
    expect((await createDesign()).statusCode).toBe(202);
    expect((await createDesign()).statusCode).toBe(429);
    const grant = await t.call('POST', `/customers/${t.customer.id}/quota-grants`, { units: 2 });
    expect(grant.json().message).toBe('Granted 2 more designs this month (2 in all).');
    const quota = await t.app.inject({
      method: 'GET',
      url: '/v1/designs/jobs/quota',
      headers: bearer(t.customer),
    });
    expect(quota.json()).toMatchObject({ used: 1, total: 3, remaining: 2 });
    expect((await createDesign()).statusCode).toBe(202);
    expect((await createDesign()).statusCode).toBe(202);
    expect((await createDesign()).statusCode).toBe(429);
    const detail = (await t.call('GET', `/customers/${t.customer.id}`)).json();
    expect(detail.quota).toMatchObject({ used: 3, granted: 2, total: 3 });
    expect(detail.audit[0]).toMatchObject({ action: 'customer.grant_quota', actor_email: t.operator.email });
  });

  it('removes a design, keeping the print file an order needs', async () => {
    const designId = await insertDesign(t.deps.db, t.customer.id);
    const [design] = await t.deps.db.select().from(designs).where(eq(designs.id, designId));
    for (const key of [design!.printKey, design!.thumbnailKey]) {
      await t.deps.blobStore.put(key, Buffer.from('png'), 'image/png');
    }
    const order = await insertOrder(t.deps.db, { userId: t.customer.id });
    await t.deps.db
      .update(orderItems)
      .set({ printFiles: { front: { printKey: design!.printKey, thumbnailKey: 'orders/x/thumb.webp' } } })
      .where(eq(orderItems.orderId, order.id));

    const listed = (await t.call('GET', '/designs?q=fox')).json();
    expect(listed.designs[0]).toMatchObject({ design_id: designId, customer_email: t.customer.email });
    const res = await t.call('DELETE', `/designs/${designId}`);
    expect(res.json().message).toMatch(/print files stay/);
    expect(await t.deps.db.select().from(designs).where(eq(designs.id, designId))).toHaveLength(0);
    expect(await t.deps.blobStore.get(design!.printKey)).not.toBeNull();
    expect(await t.deps.blobStore.get(design!.thumbnailKey)).toBeNull();
    expect((await t.call('DELETE', `/designs/${designId}`)).statusCode).toBe(404);
    const items = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${order.id}/items`,
      headers: bearer(t.customer),
    });
    expect(items.statusCode).toBe(200);
  });
});
