import { invoicesResponseSchema, ordersResponseSchema } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, user } from '../../../db/schema';
import { issueInvoiceJob } from '../issue-invoice-job';
import { workIssueInvoice } from '../../../jobs/issue-invoice';
import { bearer, signUpTestUser, type TestUser } from '../../../testing/test-app';
import { waitFor } from '../../orders/__tests__/checkout-fixtures';
import { createAdminTestApp, type AdminTestApp } from '../../admin/__tests__/admin-test-app';
import { refundOrder } from '../../admin/refund-order';
import { pdfText } from './pdf-text';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`invoices and credit notes (${database})`, () => {
  let t: AdminTestApp;
  let other: TestUser;
  const get = (url: string, who: TestUser) => t.app.inject({ method: 'GET', url, headers: bearer(who) });
  const listed = async (who: TestUser) =>
    invoicesResponseSchema.parse((await get('/v1/invoices', who)).json());

  beforeAll(async () => {
    t = await createAdminTestApp();
    other = await signUpTestUser(t.app);
    await workIssueInvoice(t.deps);
  });
  afterAll(() => t.close());

  it('issues a paid order’s invoice once, as a PDF with what the law asks, to its owner only', async () => {
    const order = await t.paidOrder();
    const url = `/v1/orders/${order.id}/invoice`;
    const res = await get(url, t.customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(row!.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${row!.number}.pdf"`);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      `Invoice ${row!.number}`,
      'PromptTee OÜ',
      'Narva mnt 5, 10117 Tallinn, Estonia',
      'Registry code 16000000',
      'VAT number EE102000000',
      'Mari Tamm',
      order.displayOrderId,
      'Classic Unisex T-Shirt (White / M) - front print',
      'VAT 24% (Estonia)',
      '€20.15', // net of €24.99 at 24 %
      '€4.84',
      '€24.99',
      'EUR',
    ]) {
      expect(text).toContain(expected);
    }

    // Stored once: asked again, the same bytes; the order history says it has one.
    expect((await get(url, t.customer)).rawPayload.equals(pdf)).toBe(true);
    const history = ordersResponseSchema.parse((await get('/v1/orders', t.customer)).json());
    expect(history.orders.find((o) => o.order_id === order.id)).toMatchObject({ has_invoice: true });
    expect((await listed(t.customer)).invoices).toContainEqual(
      expect.objectContaining({ number: row!.number, kind: 'invoice', gross: 2499, url }),
    );

    // Anyone else: the same 404 as an order that does not exist.
    expect((await get(url, other)).statusCode).toBe(404);
    expect((await listed(other)).invoices).toEqual([]);
    expect((await get(`/v1/orders/${crypto.randomUUID()}/invoice`, t.customer)).statusCode).toBe(404);
    expect((await get('/v1/orders/not-an-id/invoice', t.customer)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('has no invoice before payment, and no credit note before a refund', async () => {
    const unpaid = await t.paidOrder(t.customer, 'pending_payment');
    await t.deps.db.update(orders).set({ paidAt: null }).where(eq(orders.id, unpaid.id));
    expect((await get(`/v1/orders/${unpaid.id}/invoice`, t.customer)).statusCode).toBe(404);
    const paid = await t.paidOrder();
    expect((await get(`/v1/orders/${paid.id}/credit-note`, t.customer)).statusCode).toBe(404);
  });

  it('issues the invoice when the payment completes, by its job', async () => {
    const order = await t.paidOrder();
    await t.deps.queue.send(issueInvoiceJob, {
      orderId: order.id,
      kind: 'invoice',
    });
    await waitFor(async () => (await t.deps.invoices.byOrder(order.id, 'invoice')) ?? false);
  });

  it('credits a refunded order’s invoice with a credit note that refers to it', async () => {
    const order = await t.paidOrder();
    const invoice = await get(`/v1/orders/${order.id}/invoice`, t.customer);
    expect(invoice.statusCode).toBe(200);
    await refundOrder(t.deps, {
      operator: { id: 'ops', email: 'ops@prompttee.example' },
      orderId: order.id,
      reason: 'Customer asked',
    });
    const note = await waitFor(async () => (await t.deps.invoices.byOrder(order.id, 'credit_note')) ?? false);
    const inv = (await t.deps.invoices.byOrder(order.id, 'invoice'))!;
    expect(note.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(note.document.refersTo).toEqual({ number: inv.number, issueDate: inv.document.issueDate });

    const res = await get(`/v1/orders/${order.id}/credit-note`, t.customer);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Credit note ${note.number}`);
    expect(text).toContain(`Credits invoice ${inv.number}`);
    expect(text).toContain('-€24.99');
    expect((await get(`/v1/orders/${order.id}/credit-note`, other)).statusCode).toBe(404);
    const history = ordersResponseSchema.parse((await get('/v1/orders', t.customer)).json());
    expect(history.orders.find((o) => o.order_id === order.id)).toMatchObject({ has_credit_note: true });
  });

  it('issues the documents in the language of the customer’s account at the time', async () => {
    const estonian = await signUpTestUser(t.app);
    const setLocale = (locale: 'en' | 'et' | null) =>
      t.deps.db.update(user).set({ locale }).where(eq(user.id, estonian.id));
    await setLocale('et');
    const order = await t.paidOrder(estonian);
    const invoice = await get(`/v1/orders/${order.id}/invoice`, estonian);
    expect(invoice.statusCode).toBe(200);
    const row = (await t.deps.invoices.byOrder(order.id, 'invoice'))!;
    expect(row.document.locale).toBe('et');
    const text = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Arve nr ${row.number}`);
    expect(text).toContain('Käibemaks 24% (Eesti) 4,84 € Tasutud kokku 24,99 €');

    // Switching to English later changes neither the invoice nor its PDF; the credit note,
    // issued after the switch, is in English.
    await setLocale('en');
    await t.deps.blobStore.delete(row.pdfKey);
    expect(
      (await get(`/v1/orders/${order.id}/invoice`, estonian)).rawPayload.equals(invoice.rawPayload),
    ).toBe(true);
    await refundOrder(t.deps, {
      operator: { id: 'ops', email: 'ops@prompttee.example' },
      orderId: order.id,
      reason: 'Customer asked',
    });
    const note = await waitFor(async () => (await t.deps.invoices.byOrder(order.id, 'credit_note')) ?? false);
    expect(note.document.locale).toBe('en');
    const credit = await get(`/v1/orders/${order.id}/credit-note`, estonian);
    expect(await pdfText(credit.rawPayload)).toContain(`Credit note ${note.number}`);
  });
});
