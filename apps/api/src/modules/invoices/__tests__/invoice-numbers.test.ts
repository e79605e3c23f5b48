import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../../admin/__tests__/admin-test-app';
import { issueInvoice } from '../issue-invoice';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`invoice numbers under concurrent payments (${database})`, () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(() => t.close());

  it('50 orders paid at once, each invoiced twice over: 50 numbers, none shared, none skipped', async () => {
    const year = new Date().getFullYear();
    const paid: { id: string }[] = [];
    for (let i = 0; i < 50; i++) paid.push(await t.paidOrder());
    // Every order's invoice asked for twice (the job and the customer's click), all at once; one
    // order's issue fails half way, after taking its number, and must give the number back.
    const failing = paid[17]!.id;
    const realIssueOnce = t.deps.invoices.issueOnce;
    t.deps.invoices.issueOnce = (request) =>
      realIssueOnce({
        ...request,
        document: (number, accountLocale) => {
          if (request.orderId === failing) throw new Error('the disk is full');
          return request.document(number, accountLocale);
        },
      });
    const results = await Promise.allSettled(
      [...paid, ...paid].map((order) => issueInvoice(t.deps, order.id)),
    );
    t.deps.invoices.issueOnce = realIssueOnce;
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
    const late = await issueInvoice(t.deps, failing);

    const rows = await t.deps.db
      .select({ orderId: invoices.orderId, sequence: invoices.sequence, number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.kind, 'invoice'), eq(invoices.year, year)));
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(50);
    expect(rows.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    // The order whose first issue failed got the last number, not a hole in the middle.
    expect(late!.sequence).toBe(50);
    // The same answer for both requests of one order.
    const first = results.find((r) => r.status === 'fulfilled' && r.value?.orderId === paid[3]!.id);
    const second = results.findLast((r) => r.status === 'fulfilled' && r.value?.orderId === paid[3]!.id);
    expect(first).toBeDefined();
    expect((first as PromiseFulfilledResult<{ number: string }>).value.number).toBe(
      (second as PromiseFulfilledResult<{ number: string }>).value.number,
    );
  }, 120_000);
});
