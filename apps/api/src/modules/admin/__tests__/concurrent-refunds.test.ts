import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderEvents, paymentRefunds } from '../../../db/schema';
import type { RefundResult } from '../../../ports/payments';
import { createAdminTestApp, type AdminTestApp } from './admin-test-app';

describe('operator refunds of one order, all at once', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => t.close());

  it('refund once: one answer names the money, the nineteen others say it was already done', async () => {
    const order = await t.paidOrder();
    // A real provider takes a moment to answer: the requests overlap there, as they do in production.
    const refundSession = t.deps.payments.refundSession.bind(t.deps.payments);
    const provider = vi.spyOn(t.deps.payments, 'refundSession').mockImplementation(async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return refundSession(input);
    });

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', `/orders/${order.id}/refund`, { reason: `Double click ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const messages = answers.map((a) => (a.json() as { message: string }).message).sort();
    expect(messages).toEqual([
      'Order canceled and 24.99 EUR refunded.',
      ...Array(19).fill('This order was already canceled and refunded.'),
    ]);

    // The money moved once: every call to the provider carried the session's one key and got its
    // one refund back, and the shop recorded one refund of the full amount.
    const keys = provider.mock.calls.map(([input]) => input.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`refund-${order.sessionId}`]));
    const results = await Promise.all(provider.mock.results.map((r) => r.value as Promise<RefundResult>));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const refunds = await t.deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(refunds).toMatchObject([{ sessionId: order.sessionId, amountCents: 2499 }]);

    const canceled = await t.deps.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'canceled')));
    expect(canceled).toHaveLength(1);
    const detail = (await t.call('GET', `/orders/${order.id}`)).json();
    expect(detail.audit).toMatchObject([{ action: 'order.refund' }]);
    expect(detail.audit[0].summary).toMatch(/^Canceled and refunded 24\.99 EUR: Double click \d+$/);
    expect(t.mail.filter((m) => /canceled and refunded/.test(m.subject))).toHaveLength(1);
  });
});
