import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { insertOrder } from '../../orders/__tests__/order-fixtures';
import { openPaymentSession } from '../open-payment-session';
import { recordPaymentEvent } from '../record-payment-event';
import { refundPayment } from '../refund-payment';

describe('refundPayment', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  const paidOrder = async (pay = true) => {
    const customer = await h.addUser();
    const placed = await insertOrder(h.db, { userId: customer.id, status: 'pending_payment' });
    const order = (await h.deps.orders.byId(placed.id))!;
    const session = await openPaymentSession(h.deps, {
      order,
      items: await h.deps.orders.itemsOf(order.id),
      customerEmail: customer.email,
    });
    if (pay) {
      await recordPaymentEvent(h.deps, {
        provider: 'test',
        id: `${session.id}:completed`,
        type: 'checkout.completed',
        sessionId: session.id,
        orderId: order.id,
      });
    }
    return { order, session };
  };

  it('refunds a completed payment once, however many callers race for it', async () => {
    const { order, session } = await paidOrder();
    const input = { orderId: order.id, sessionId: session.id, reason: 'operator_cancel' as const };
    const results = await Promise.all([1, 2, 3].map(() => refundPayment(h.deps, input)));
    expect(new Set(results.map((r) => r.refund.id)).size).toBe(1);
    expect(results.filter((r) => !r.alreadyRefunded)).toHaveLength(1);
    expect(results[0]!.refund).toMatchObject({
      orderId: order.id,
      sessionId: session.id,
      amountCents: session.amountCents,
      reason: 'operator_cancel',
    });
    expect(results[0]!.refund.providerRefundId).toMatch(/^re_test_/);
    expect(await h.deps.refunds.ofOrder(order.id)).toHaveLength(1);
  });

  it('refuses a payment that was not completed, and records nothing', async () => {
    const { order, session } = await paidOrder(false);
    await expect(
      refundPayment(h.deps, { orderId: order.id, sessionId: session.id, reason: 'operator_cancel' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await h.deps.refunds.ofOrder(order.id)).toEqual([]);
  });

  it('answers 404 for a session of another order', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    await expect(
      refundPayment(h.deps, {
        orderId: first.order.id,
        sessionId: second.session.id,
        reason: 'operator_cancel',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
