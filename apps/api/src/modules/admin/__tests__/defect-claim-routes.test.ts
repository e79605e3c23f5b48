import {
  adminActionResultSchema,
  adminOrderDetailSchema,
  adminReplacementResultSchema,
  ordersResponseSchema,
} from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workIssueInvoice } from '../../../jobs/issue-invoice';
import { bearer } from '../../../testing/test-app';
import { waitFor } from '../../orders/__tests__/checkout-fixtures';
import { createAdminTestApp, type AdminTestApp } from './admin-test-app';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ROUTES = ['claim-refund', 'replacement'] as const;

// POST /v1/admin/orders/{order_id}/claim-refund and /replacement: a defect claim after delivery,
// settled from the console, as a client of the HTTP contract sees it.
describe(`the console's defect claim routes (${database})`, () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
    await workIssueInvoice(t.deps);
  });
  afterAll(() => t.close());

  const detailOf = async (orderId: string) =>
    adminOrderDetailSchema.parse((await t.call('GET', `/orders/${orderId}`)).json());
  const reason = { reason: 'Arrived with the print cracked' };

  it('offers both settlements on a delivered order and neither before it ships', async () => {
    const delivered = await t.paidOrder(t.customer, 'delivered');
    expect(await detailOf(delivered.id)).toMatchObject({
      can_refund: false,
      can_refund_claim: true,
      can_send_replacement: true,
      claim: null,
      replacement_of: null,
    });
    const paid = await t.paidOrder(t.customer, 'paid');
    expect(await detailOf(paid.id)).toMatchObject({
      can_refund: true,
      can_refund_claim: false,
      can_send_replacement: false,
    });
    for (const route of ROUTES) {
      const res = await t.call('POST', `/orders/${paid.id}/${route}`, reason);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Only a shipped or delivered order can have a defect claim settled.',
      });
    }
  });

  it('refunds a delivered order: the console shows the claim and opens its credit note; the customer sees it', async () => {
    const order = await t.paidOrder(t.customer, 'delivered');
    const res = await t.call('POST', `/orders/${order.id}/claim-refund`, reason);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminActionResultSchema.parse(res.json())).toMatchObject({
      ok: true,
      message:
        'Refunded 24.99 EUR for the defect claim; the order stays delivered and a credit note is issued.',
      text: { code: 'claim_refunded' },
    });
    const detail = await detailOf(order.id);
    expect(detail).toMatchObject({
      order: { status: 'delivered' },
      claim: {
        settlement: 'refund',
        reason: 'Arrived with the print cracked',
        settled_by: 'ops@prompttee.example',
        replacement: null,
      },
      can_refund_claim: false,
      can_send_replacement: false,
      audit: [{ action: 'order.claim_refund', summary_text: { code: 'claim_refund_logged' } }],
      emails: [{ kind: 'claim_refund_notice' }],
    });
    expect(detail.payment_sessions[0]!.refunded_at).not.toBeNull();

    const note = await waitFor(async () => (await t.deps.invoices.byOrder(order.id, 'credit_note')) ?? false);
    const pdf = await t.call('GET', `/orders/${order.id}/credit-note`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${note.number}.pdf"`);
    const history = ordersResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: bearer(t.customer) })).json(),
    );
    expect(history.orders.find((o) => o.order_id === order.id)).toMatchObject({
      status: 'delivered',
      has_credit_note: true,
    });

    const replace = await t.call('POST', `/orders/${order.id}/replacement`, reason);
    expect(replace.statusCode).toBe(409);
    expect(replace.json().message).toBe('This claim was already settled by a refund.');
    const cancel = await t.call('POST', `/orders/${order.id}/refund`, reason);
    expect(cancel.statusCode).toBe(409);
  });

  it('sends a replacement: linked both ways on the console and in the order history, no invoice', async () => {
    const order = await t.paidOrder(t.customer, 'shipped');
    const res = await t.call('POST', `/orders/${order.id}/replacement`, reason);
    expect(res.statusCode, res.body).toBe(200);
    const { replacement } = adminReplacementResultSchema.parse(res.json());
    expect(res.json().message).toBe(
      `Replacement order ${replacement.display_order_id} placed at no charge; it goes to the producer now.`,
    );

    expect(await detailOf(order.id)).toMatchObject({
      claim: { settlement: 'replacement', replacement },
      can_refund: false,
      can_refund_claim: false,
      can_send_replacement: false,
      emails: [{ kind: 'replacement_notice' }],
    });
    const copy = await detailOf(replacement.order_id);
    expect(copy).toMatchObject({
      order: { total_amount: 0, subtotal: 0, paid_at: null, customer_id: t.customer.id },
      replacement_of: { order_id: order.id, display_order_id: order.displayOrderId },
      claim: null,
      documents: [],
      can_refund: false,
      producer_events: [{ status: 'paid', source: 'operator' }],
    });
    expect((await t.call('GET', `/orders/${replacement.order_id}/invoice`)).statusCode).toBe(404);
    const customers = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${replacement.order_id}/invoice`,
      headers: bearer(t.customer),
    });
    expect(customers.statusCode).toBe(404);

    const history = ordersResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: bearer(t.customer) })).json(),
    ).orders;
    expect(history.find((o) => o.order_id === order.id)?.replaced_by).toBe(replacement.display_order_id);
    expect(history.find((o) => o.order_id === replacement.order_id)).toMatchObject({
      replacement_of: order.displayOrderId,
      total_amount: 0,
      has_invoice: false,
    });
    // The customer's items of the replacement are the original's.
    const items = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${replacement.order_id}/items`,
      headers: bearer(t.customer),
    });
    expect(items.json().items).toMatchObject([{ sku: 'CLS-WHI-M', price: '0.00' }]);

    const again = await t.call('POST', `/orders/${order.id}/replacement`, { reason: 'Again' });
    expect(adminReplacementResultSchema.parse(again.json()).replacement).toEqual(replacement);
    const refund = await t.call('POST', `/orders/${order.id}/claim-refund`, reason);
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe(
      `This claim was already settled by the replacement order ${replacement.display_order_id}.`,
    );
  });

  it('answers 400 for a bad body or id, 404 for an unknown order, and changes nothing', async () => {
    const order = await t.paidOrder(t.customer, 'delivered');
    for (const route of ROUTES) {
      for (const body of [
        {},
        { reason: '' },
        { reason: '   ' },
        { reason: 'x'.repeat(501) },
        { reason: 7 },
      ]) {
        const res = await t.call('POST', `/orders/${order.id}/${route}`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('BAD_REQUEST');
      }
      expect((await t.call('POST', `/orders/${order.id}/${route}`)).statusCode).toBe(400);
      expect((await t.call('POST', `/orders/not-an-id/${route}`, reason)).statusCode).toBe(400);
      const unknown = await t.call('POST', `/orders/${crypto.randomUUID()}/${route}`, reason);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
    }
    expect(await detailOf(order.id)).toMatchObject({ claim: null, can_refund_claim: true, audit: [] });
  });

  it('is for operators only: a customer, even the order’s own, gets 403, and no one signed in 401', async () => {
    const order = await t.paidOrder(t.customer, 'delivered');
    for (const route of ROUTES) {
      const res = await t.call('POST', `/orders/${order.id}/${route}`, reason, t.customer);
      expect(res.statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/orders/${order.id}/${route}`,
        payload: reason,
      });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await detailOf(order.id)).toMatchObject({ claim: null });
  });

  it('answers in Estonian to an operator who reads Estonian', async () => {
    const order = await t.paidOrder(t.customer, 'paid');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/orders/${order.id}/replacement`,
      headers: { ...bearer(t.operator), 'accept-language': 'et' },
      payload: reason,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Puudusega seotud kaebuse saab lahendada ainult välja saadetud või kätte toimetatud tellimusel.',
    );
  });
});
