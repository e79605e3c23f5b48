import { orderVat, vatReportResponseSchema } from '@prompttee/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../../db/schema';
import { issueCreditNote, issueInvoice } from '../../invoices/issue-invoice';
import { createAdminTestApp, type AdminTestApp } from './admin-test-app';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`the operator's VAT report (${database})`, () => {
  let t: AdminTestApp;
  const sales: { country: string; totalCents: number; id?: string }[] = [
    { country: 'DE', totalCents: 2499 },
    { country: 'DE', totalCents: 4998 },
    { country: 'EE', totalCents: 2499 },
    { country: 'FI', totalCents: 7497 },
    { country: 'FR', totalCents: 2499 },
  ];
  // Issued on the last day of the third quarter, in Tallinn, and the first of the fourth.
  const inQ3 = new Date('2026-09-30T20:30:00Z'); // 23:30 in Tallinn
  const inQ4 = new Date('2026-09-30T21:30:00Z'); // 00:30 on 1 October in Tallinn

  const issuedAt = (kind: 'invoice' | 'credit_note', orderId: string, at: Date) =>
    t.deps.db
      .update(invoices)
      .set({ issuedAt: at })
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));

  beforeAll(async () => {
    t = await createAdminTestApp();
    for (const sale of sales) {
      const order = await t.paidOrder();
      const vat = orderVat({
        destination: sale.country,
        scheme: 'oss',
        at: inQ3,
        grossCents: sale.totalCents,
      });
      await t.deps.db
        .update(orders)
        .set({
          totalCents: sale.totalCents,
          subtotalCents: sale.totalCents,
          vatCountry: vat.country,
          vatRateBasisPoints: vat.basisPoints,
          vatCents: vat.vatCents,
        })
        .where(eq(orders.id, order.id));
      await issueInvoice(t.deps, order.id);
      await issuedAt('invoice', order.id, inQ3);
      sale.id = order.id;
    }
    // The French order is refunded in the next quarter: it counts there, not in its sale's.
    await issueCreditNote(t.deps, sales[4]!.id!);
    await issuedAt('credit_note', sales[4]!.id!, inQ4);
  });
  afterAll(() => t.close());

  const report = async (query: string) => t.call('GET', `/vat-report?${query}`);

  it('sums each destination and rate as the orders say, for a quarter', async () => {
    const res = await report('from=2026-07-01&to=2026-09-30');
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = vatReportResponseSchema.parse(res.json());
    const stored = await t.deps.db.select().from(orders);
    const expected = (country: string) => {
      const mine = stored.filter((o) => sales.some((s) => s.id === o.id) && o.vatCountry === country);
      const vat = mine.reduce((sum, o) => sum + o.vatCents!, 0);
      const gross = mine.reduce((sum, o) => sum + o.totalCents, 0);
      return {
        country,
        rate_percent: mine[0]!.vatRateBasisPoints! / 100,
        orders: mine.length,
        net: gross - vat,
        vat,
        gross,
      };
    };
    expect(rows).toEqual([expected('DE'), expected('EE'), expected('FI'), expected('FR')]);
    expect(rows[0]).toEqual({
      country: 'DE',
      rate_percent: 19,
      orders: 2,
      net: 6300,
      vat: 1197,
      gross: 7497,
    });
  });

  it('subtracts a refund in the period it is made', async () => {
    const { rows } = vatReportResponseSchema.parse((await report('from=2026-10-01&to=2026-12-31')).json());
    expect(rows).toEqual([
      { country: 'FR', rate_percent: 20, orders: -1, net: -2082, vat: -417, gross: -2499 },
    ]);
  });

  it('downloads as CSV in euros, with a total', async () => {
    const res = await report('from=2026-07-01&to=2026-09-30&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="vat-report-2026-07-01-2026-09-30.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'country,country_name,rate_percent,orders,net_eur,vat_eur,gross_eur',
      'DE,Germany,19,2,63.00,11.97,74.97',
      'EE,Estonia,24,1,20.15,4.84,24.99',
      'FI,Finland,25.5,1,59.74,15.23,74.97',
      'FR,France,20,1,20.82,4.17,24.99',
      'TOTAL,,,5,163.71,36.21,199.92',
      '',
    ]);
  });

  it.each([
    ['from=2026-07-01', 'to'],
    ['from=2026-13-01&to=2026-12-31', 'from'],
    ['from=2026-10-01&to=2026-07-01', 'from'],
    ['from=2024-01-01&to=2026-01-01', 'to'],
    ['from=2026-07-01&to=2026-09-30&format=xlsx', 'format'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fields)).toContain(field);
  });

  it('is for operators only', async () => {
    const res = await t.call('GET', '/vat-report?from=2026-07-01&to=2026-09-30', undefined, t.customer);
    expect(res.statusCode).toBe(403);
  });
});
