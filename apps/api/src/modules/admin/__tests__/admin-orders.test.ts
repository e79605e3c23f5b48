import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentRefunds } from '../../../db/schema';
import { signUpTestUser } from '../../../testing/test-app';
import { insertOrder } from '../../orders/__tests__/order-fixtures';
import { createAdminTestApp, type AdminTestApp } from './admin-test-app';

describe('operator orders', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => t.close());

  it("lists every customer's orders newest first, by group and by order number or e-mail", async () => {
    const other = await signUpTestUser(t.app, 'Zed.Buyer@example.com');
    const old = await insertOrder(t.deps.db, {
      userId: t.customer.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    const shipped = await insertOrder(t.deps.db, { userId: other.id, status: 'shipped' });

    const all = (await t.call('GET', '/orders')).json();
    expect(all.orders.map((o: { order_id: string }) => o.order_id).slice(0, 2)).toEqual([shipped.id, old.id]);
    expect(all.orders[0]).toMatchObject({ customer_email: 'zed.buyer@example.com', status: 'shipped' });

    const byGroup = (await t.call('GET', '/orders?group=Shipped')).json();
    expect(byGroup.orders.map((o: { order_id: string }) => o.order_id)).toEqual([shipped.id]);
    const byEmail = (await t.call('GET', '/orders?q=ZED.BUYER')).json();
    expect(byEmail.total).toBe(1);
    const byNumber = (await t.call('GET', `/orders?q=${old.displayOrderId}`)).json();
    expect(byNumber.orders.map((o: { order_id: string }) => o.order_id)).toEqual([old.id]);
    expect((await t.call('GET', '/orders?q=%25')).json().total).toBe(0);
    expect((await t.call('GET', '/orders?group=Nope')).statusCode).toBe(400);
  });

  it('shows an order with items, print files, address, payments and what can be done', async () => {
    const order = await t.paidOrder();
    const res = await t.call('GET', `/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.items[0].print_files.front).toContain('private/orders/');
    expect(detail.items[0].print_files.back).toBeNull();
    // Operators read the product, colour and size, not only the SKU.
    expect(detail.items[0]).toMatchObject({
      product_name: 'Classic Unisex T-Shirt',
      color_name: expect.any(String),
      size_name: expect.any(String),
    });
    expect(detail.shipping_address.city).toBe('Tallinn');
    expect(detail.payment_sessions).toMatchObject([
      { session_id: order.sessionId, status: 'complete', refunded_at: null },
    ]);
    expect(detail).toMatchObject({ can_refund: true, can_retry_submission: true, audit: [] });
    expect((await t.call('GET', '/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('cancels and refunds once, and e-mails the customer once, even when asked twice', async () => {
    const order = await t.paidOrder();
    const first = await t.call('POST', `/orders/${order.id}/refund`, { reason: 'Customer asked' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Order canceled and 24.99 EUR refunded.');
    const second = await t.call('POST', `/orders/${order.id}/refund`, { reason: 'Again' });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toMatch(/already canceled/);

    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('canceled');
    const refunds = await t.deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(refunds).toMatchObject([
      { sessionId: order.sessionId, amountCents: 2499, reason: 'operator_cancel' },
    ]);
    const notices = t.mail.filter(
      (m) => m.to === t.customer.email && /canceled and refunded/.test(m.subject),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain(order.displayOrderId);

    const detail = (await t.call('GET', `/orders/${order.id}`)).json();
    expect(detail).toMatchObject({ can_refund: false, emails: [{ kind: 'canceled_notice' }] });
    expect(detail.payment_sessions[0].refunded_at).not.toBeNull();
    expect(detail.producer_events.at(-1)).toMatchObject({ status: 'canceled', source: 'operator' });
    expect(detail.audit).toMatchObject([
      { action: 'order.refund', actor_email: t.operator.email, customer_id: t.customer.id },
    ]);
  });

  it('refuses to refund an unpaid or delivered order', async () => {
    const unpaid = await insertOrder(t.deps.db, { userId: t.customer.id, status: 'pending_payment' });
    expect((await t.call('POST', `/orders/${unpaid.id}/refund`, { reason: 'x' })).statusCode).toBe(409);
    const delivered = await t.paidOrder(t.customer, 'delivered');
    expect((await t.call('POST', `/orders/${delivered.id}/refund`, { reason: 'x' })).statusCode).toBe(409);
    expect((await t.call('POST', `/orders/${delivered.id}/refund`, { reason: ' ' })).statusCode).toBe(400);
  });

  it('resubmits a paid order to the producer once', async () => {
    const order = await t.paidOrder();
    const before = t.submitted.length;
    const first = await t.call('POST', `/orders/${order.id}/retry-submission`);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(`Sent to the producer: sim_${order.id}.`);
    const second = await t.call('POST', `/orders/${order.id}/retry-submission`);
    expect(second.statusCode).toBe(409);
    expect(t.submitted.slice(before).map((o) => o.orderId)).toEqual([order.id]);
    const audit = (await t.call('GET', `/orders/${order.id}`)).json().audit;
    expect(audit).toMatchObject([{ action: 'order.retry_submission' }]);
  });

  it('raises an alert at once when the producer refuses an order, and a retry sends it later', async () => {
    const order = await t.paidOrder();
    t.refuseNext();
    const refused = await t.call('POST', `/orders/${order.id}/retry-submission`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The producer refused the order: Gelato order create failed with 400: bad file',
    );
    const alerts = (await t.call('GET', '/alerts')).json().alerts;
    expect(alerts).toContainEqual(
      expect.objectContaining({
        kind: 'producer_refused',
        order_id: order.id,
        message: expect.stringContaining(order.displayOrderId),
      }),
    );
    expect((await t.call('POST', `/orders/${order.id}/retry-submission`)).statusCode).toBe(200);
  });

  it("keeps an operator's note in the order's audit log", async () => {
    const order = await t.paidOrder();
    const res = await t.call('POST', `/orders/${order.id}/notes`, {
      text: 'Called the customer about the size.',
    });
    expect(res.statusCode).toBe(200);
    const detail = (await t.call('GET', `/orders/${order.id}`)).json();
    expect(detail.audit).toMatchObject([
      { action: 'order.note', summary: 'Called the customer about the size.', actor_email: t.operator.email },
    ]);
    expect((await t.call('POST', `/orders/${order.id}/notes`, { text: 'x' }, t.customer)).statusCode).toBe(
      403,
    );
  });
});
