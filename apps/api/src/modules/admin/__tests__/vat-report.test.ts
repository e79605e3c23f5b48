import { orderVat, tallinnDay, vatReportResponseSchema } from '@prompttee/domain';
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
    { country: 'EE', totalCents: 2499 },
  ];
  // Issued on the last day of the third quarter, in Tallinn, and the first of the fourth.
  const inQ3 = new Date('2026-09-30T20:30:00Z'); // 23:30 in Tallinn
  const inQ4 = new Date('2026-09-30T21:30:00Z'); // 00:30 on 1 October in Tallinn

  // Moves a document to the instant `at`, its printed date with it (as if issued then).
  const issuedAt = async (kind: 'invoice' | 'credit_note', orderId: string, at: Date) => {
    const document = (await t.deps.invoices.byOrder(orderId, kind))!.document;
    await t.deps.db
      .update(invoices)
      .set({ issuedAt: at, document: { ...document, issueDate: tallinnDay(at) } })
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  };

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
    // The second Estonian order is refunded in the quarter it was sold in.
    await issueCreditNote(t.deps, sales[5]!.id!);
    await issuedAt('credit_note', sales[5]!.id!, inQ3);
  });
  afterAll(() => t.close());

  const report = async (query: string) => t.call('GET', `/vat-report?${query}`);

  it('keeps Estonian sales (the KMD return) apart from One-Stop-Shop sales per member state', async () => {
    const res = await report('from=2026-07-01&to=2026-09-30');
    expect(res.statusCode, res.body).toBe(200);
    const { domestic, oss } = vatReportResponseSchema.parse(res.json());
    const stored = await t.deps.db.select().from(orders);
    const sold = (country: string) => {
      const mine = stored.filter((o) => sales.some((s) => s.id === o.id) && o.vatCountry === country);
      const vat = mine.reduce((sum, o) => sum + o.vatCents!, 0);
      const gross = mine.reduce((sum, o) => sum + o.totalCents, 0);
      const rate_percent = mine[0]!.vatRateBasisPoints! / 100;
      return { country, rate_percent, kind: 'sales', documents: mine.length, net: gross - vat, vat, gross };
    };
    expect(oss).toEqual([sold('DE'), sold('FI'), sold('FR')]);
    expect(oss[0]).toEqual({
      country: 'DE',
      rate_percent: 19,
      kind: 'sales',
      documents: 2,
      net: 6300,
      vat: 1197,
      gross: 7497,
    });
    // A sale refunded in the same quarter is a sale and a refund, not "0 orders".
    expect(domestic).toEqual([
      sold('EE'),
      { country: 'EE', rate_percent: 24, kind: 'refunds', documents: 1, net: -2015, vat: -484, gross: -2499 },
    ]);
    expect(domestic[0]).toMatchObject({ documents: 2, gross: 4998 });
  });

  it('counts a refund in the period it is made, naming the quarter of the sale it corrects', async () => {
    const { domestic, oss } = vatReportResponseSchema.parse(
      (await report('from=2026-10-01&to=2026-12-31')).json(),
    );
    expect(domestic).toEqual([]);
    expect(oss).toEqual([
      {
        country: 'FR',
        rate_percent: 20,
        kind: 'refunds',
        documents: 1,
        sale_quarter: '2026-Q3',
        net: -2082,
        vat: -417,
        gross: -2499,
      },
    ]);
  });

  it('downloads as CSV in euros, a section column and a total per section', async () => {
    const res = await report('from=2026-07-01&to=2026-09-30&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="vat-report-2026-07-01-2026-09-30.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'section,country,country_name,rate_percent,line,documents,sale_quarter,net_eur,vat_eur,gross_eur',
      'domestic,EE,Estonia,24,sales,2,,40.30,9.68,49.98',
      'domestic,EE,Estonia,24,refunds,1,,-20.15,-4.84,-24.99',
      'domestic,TOTAL,,,,,,20.15,4.84,24.99',
      'oss,DE,Germany,19,sales,2,,63.00,11.97,74.97',
      'oss,FI,Finland,25.5,sales,1,,59.74,15.23,74.97',
      'oss,FR,France,20,sales,1,,20.82,4.17,24.99',
      'oss,TOTAL,,,,,,143.56,31.37,174.93',
      '',
    ]);
    const nextQuarter = await report('from=2026-10-01&to=2026-12-31&format=csv');
    expect(nextQuarter.body).toContain('oss,FR,France,20,refunds,1,2026-Q3,-20.82,-4.17,-24.99\r\n');
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
