import { adminOrderDetailSchema } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { workIssueInvoice } from '../../../jobs/issue-invoice';
import { bearer } from '../../../testing/test-app';
import { waitFor } from '../../orders/__tests__/checkout-fixtures';
import { createAdminTestApp, type AdminTestApp } from './admin-test-app';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`the console opens an order's invoice and credit note (${database})`, () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
    await workIssueInvoice(t.deps);
  });
  afterAll(() => t.close());

  const detailOf = async (orderId: string) =>
    adminOrderDetailSchema.parse((await t.call('GET', `/orders/${orderId}`)).json());

  it("gives an operator any paid order's invoice, the same one its customer gets", async () => {
    const order = await t.paidOrder();
    // Paid, not issued yet: the console offers it all the same, and opening it issues it.
    expect((await detailOf(order.id)).documents).toEqual([
      { kind: 'invoice', number: null, url: `/v1/admin/orders/${order.id}/invoice` },
    ]);
    const res = await t.call('GET', `/orders/${order.id}/invoice`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const invoice = (await t.deps.invoices.byOrder(order.id, 'invoice'))!;
    expect(res.headers['content-disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
    const customers = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${order.id}/invoice`,
      headers: bearer(t.customer),
    });
    expect(customers.rawPayload.equals(res.rawPayload)).toBe(true);
    expect((await detailOf(order.id)).documents).toEqual([
      { kind: 'invoice', number: invoice.number, url: `/v1/admin/orders/${order.id}/invoice` },
    ]);
  });

  it('gives the credit note of a refunded order, and 404 where there is none', async () => {
    const order = await t.paidOrder();
    expect((await t.call('GET', `/orders/${order.id}/credit-note`)).statusCode).toBe(404);
    await t.call('POST', `/orders/${order.id}/refund`, { reason: 'Customer asked' });
    const note = await waitFor(async () => (await t.deps.invoices.byOrder(order.id, 'credit_note')) ?? false);
    const res = await t.call('GET', `/orders/${order.id}/credit-note`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${note.number}.pdf"`);
    expect((await detailOf(order.id)).documents.map((d) => [d.kind, d.number])).toEqual([
      ['invoice', expect.stringMatching(/^INV-/)],
      ['credit_note', note.number],
    ]);

    const unpaid = await t.paidOrder(t.customer, 'pending_payment');
    await t.deps.db.update(orders).set({ paidAt: null }).where(eq(orders.id, unpaid.id));
    expect((await t.call('GET', `/orders/${unpaid.id}/invoice`)).statusCode).toBe(404);
    expect((await detailOf(unpaid.id)).documents).toEqual([]);
    expect((await t.call('GET', `/orders/${crypto.randomUUID()}/invoice`)).statusCode).toBe(404);
    expect((await t.call('GET', '/orders/not-an-id/invoice')).statusCode).toBe(400);
  });

  it('is for operators only: a customer, even the order’s own, gets 403', async () => {
    const order = await t.paidOrder();
    for (const kind of ['invoice', 'credit-note']) {
      expect((await t.call('GET', `/orders/${order.id}/${kind}`, undefined, t.customer)).statusCode).toBe(
        403,
      );
      const anonymous = await t.app.inject({ method: 'GET', url: `/v1/admin/orders/${order.id}/${kind}` });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
