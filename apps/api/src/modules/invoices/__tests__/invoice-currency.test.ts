import {
  createOrderResponseSchema,
  formatDateUtc,
  invoicesResponseSchema,
  tallinnDay,
  vatReportResponseSchema,
} from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, user } from '../../../db/schema';
import { workIssueInvoice } from '../../../jobs/issue-invoice';
import { bearer } from '../../../testing/test-app';
import { createAdminTestApp, type AdminTestApp } from '../../admin/__tests__/admin-test-app';
import { refundOrder } from '../../admin/refund-order';
import { insertAddress, insertDesign, orderBody, waitFor } from '../../orders/__tests__/checkout-fixtures';
import { TEST_CARD } from '../../payments/__tests__/payment-calls';
import { pdfText } from './pdf-text';

const DAY_MS = 86_400_000;

describe(`invoices in the order's currency, VAT also in euros (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: AdminTestApp;
  const today = tallinnDay(new Date());
  const yesterday = tallinnDay(new Date(Date.now() - DAY_MS));
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.customer) });
  const text = async (url: string) => (await pdfText((await get(url)).rawPayload)).replace(/\s+/g, ' ');

  /** A paid order of the customer, shipped to `country`, in `currency`, through the test checkout. */
  const paidOrder = async (country: string, currency: string) => {
    const address = await insertAddress(t.deps.db, t.customer.id, { country });
    const design = await insertDesign(t.deps.db, t.customer.id);
    const items = [{ product_id: 'CLS-WHI-M', quantity: 1, designs: { front: design } }];
    const body = { ...orderBody(address, design, { items }), currency };
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(t.customer),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = createOrderResponseSchema.parse(res.json());
    const paid = await t.app.inject({
      method: 'POST',
      url: '/v1/test-checkout/pay',
      headers: bearer(t.customer),
      payload: { client_secret: order.client_secret, ...TEST_CARD },
    });
    expect(paid.json().status).toBe('complete');
    return order;
  };

  beforeAll(async () => {
    t = await createAdminTestApp();
    await workIssueInvoice(t.deps);
    // The rate table as the ECB import leaves it: the latest on or before the day of supply counts.
    const now = new Date();
    await t.deps.exchangeRates.saveEcbDay(
      tallinnDay(new Date(Date.now() - 3 * DAY_MS)),
      { SEK: '10.9000' },
      now,
    );
    await t.deps.exchangeRates.saveEcbDay(yesterday, { SEK: '11.2345' }, now);
  });
  afterAll(() => t.close());

  it('invoices a Swedish order paid in SEK in SEK, its VAT also in euros at the stored rate, and reports euros', async () => {
    const order = await paidOrder('SE', 'SEK');
    // 279 SEK with Swedish VAT 25 %: 55.80 SEK, which is 4.97 EUR at 11.2345.
    expect([order.total_amount, order.currency, order.vat.amount]).toEqual([27900, 'SEK', 5580]);
    const invoice = await waitFor(
      async () => (await t.deps.invoices.byOrder(order.order_id, 'invoice')) ?? false,
    );
    expect(invoice.document).toMatchObject({
      currency: 'SEK',
      totals: { net: 22320, vat: 5580, gross: 27900 },
      inEuros: { rate: '11.2345', rateDate: yesterday, source: 'ecb', net: 1986, vat: 497, gross: 2483 },
    });
    const printed = await text(`/v1/orders/${order.order_id}/invoice`);
    for (const expected of [
      'SEK 279.00',
      'VAT 25% (Sweden) SEK 55.80',
      `VAT in EUR at 1 EUR = 11.2345 SEK (ECB, ${formatDateUtc(`${yesterday}T00:00:00Z`, 'en')}) €4.97`,
      'Total paid SEK 279.00',
    ]) {
      expect(printed).toContain(expected);
    }
    const listed = invoicesResponseSchema.parse((await get('/v1/invoices')).json()).invoices;
    expect(listed.find((i) => i.order_id === order.order_id)).toMatchObject({
      gross: 27900,
      currency: 'SEK',
    });

    // Refunded: the credit note corrects the very euros the invoice declared.
    await refundOrder(t.deps, { operator: t.operator, orderId: order.order_id, reason: 'customer asked' });
    const note = await waitFor(
      async () => (await t.deps.invoices.byOrder(order.order_id, 'credit_note')) ?? false,
    );
    expect(note.document.inEuros).toEqual(invoice.document.inEuros);
    expect(await text(`/v1/orders/${order.order_id}/credit-note`)).toContain('SEK (ECB, ');

    const res = await t.call('GET', `/vat-report?from=${today}&to=${today}`);
    const { oss } = vatReportResponseSchema.parse(res.json());
    expect(oss.filter((line) => line.country === 'SE')).toEqual([
      { country: 'SE', rate_percent: 25, kind: 'sales', documents: 1, net: 1986, vat: 497, gross: 2483 },
      {
        country: 'SE',
        rate_percent: 25,
        kind: 'refunds',
        documents: 1,
        sale_quarter: `${today.slice(0, 4)}-Q${Math.ceil(Number(today.slice(5, 7)) / 3)}`,
        net: -1986,
        vat: -497,
        gross: -2483,
      },
    ]);
  });

  it('waits for a missing rate: no invoice, an alert, a 409; issued once an operator enters the day', async () => {
    await t.deps.db.update(user).set({ locale: 'et' }).where(eq(user.id, t.customer.id));
    const order = await paidOrder('HU', 'HUF');
    const alert = await waitFor(async () => {
      const [row] = await t.deps.db.select().from(alerts).where(eq(alerts.kind, 'exchange_rate_missing'));
      return row ?? false;
    });
    expect([alert.ref, alert.orderId]).toEqual([`rate:HUF:${today}`, order.order_id]);
    expect(alert.messageText).toEqual({
      key: 'exchangeRateMissing',
      values: { currency: 'HUF', day: today, order: expect.stringMatching(/^PT-/) },
    });
    expect(alert.message).toMatch(/^No HUF exchange rate for \w{3} \d{1,2}, \d{4}: the invoice of order PT-/);
    const waiting = await get(`/v1/orders/${order.order_id}/invoice`);
    expect([waiting.statusCode, waiting.json().code]).toEqual([409, 'CONFLICT']);
    expect(await t.deps.invoices.byOrder(order.order_id, 'invoice')).toBeNull();

    const entered = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/exchange-rates/${today}`,
      headers: bearer(t.operator),
      payload: { rates: { HUF: '387.45' } },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    // 9990 HUF with Hungarian VAT 27 %: 2124 forints, which is 5.48 EUR at 387.45.
    const printed = await text(`/v1/orders/${order.order_id}/invoice`);
    const day = formatDateUtc(`${today}T00:00:00Z`, 'et');
    expect(printed).toContain(
      `Käibemaks eurodes kursiga 1 EUR = 387,45 HUF (müüja sisestatud, ${day}) 5,48 €`,
    );
    expect(printed).toContain('9990 HUF');
    // The line is named in the document's language too, as the catalogue words the product.
    expect(printed).toMatch(/Klassikaline unisex T-särk \(\w+ \/ M\) – trükk esiküljel/);
  });
});
