import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { insertOrder } from '../../orders/__tests__/order-fixtures';
import { listOrders } from '../../orders/list-orders';
import { sendOrderConfirmationJob } from '../../orders/send-order-confirmation-job';
import { submitOrderJob } from '../../orders/submit-order-job';
import { expirePaymentSessionJob } from '../expire-payment-session-job';
import { getCheckoutSession } from '../get-checkout-session';
import { openPaymentSession } from '../open-payment-session';
import { recordPaymentEvent } from '../record-payment-event';

// The payment use cases on their repositories, with the built-in test checkout as provider.
describe('the payment use cases', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  const awaitingOrder = async () => {
    const customer = await h.addUser();
    const placed = await insertOrder(h.db, { userId: customer.id, status: 'pending_payment' });
    const order = (await h.deps.orders.byId(placed.id))!;
    const session = await openPaymentSession(h.deps, {
      order,
      items: await h.deps.orders.itemsOf(order.id),
      customerEmail: customer.email,
    });
    return { customer, order, session };
  };
  const jobsOf = async (name: string, orderId: string) =>
    h.deps.queue.boss.findJobs(name, { data: { orderId } });

  it('opens a session for the order total and queues its expiry a second after its end', async () => {
    const { order, session } = await awaitingOrder();
    expect(session).toMatchObject({ orderId: order.id, status: 'open', amountCents: order.totalCents });
    expect((await h.deps.orders.byId(order.id))!.paymentSessionId).toBe(session.id);
    const [expiry] = await h.deps.queue.boss.findJobs(expirePaymentSessionJob.name, {
      data: { sessionId: session.id },
    });
    expect(expiry!.startAfter.getTime()).toBe(session.expiresAt.getTime() + 1000);
  });

  it('records a payment once: the order is paid, and it is submitted and confirmed once', async () => {
    const { customer, order, session } = await awaitingOrder();
    const event = {
      provider: 'test' as const,
      id: `${session.id}:completed`,
      type: 'checkout.completed' as const,
      sessionId: session.id,
      orderId: order.id,
    };
    const outcomes = await Promise.all([1, 2, 3].map(() => recordPaymentEvent(h.deps, event)));
    expect(outcomes.filter((o) => o.transitioned)).toHaveLength(1);
    expect(outcomes.filter((o) => o.duplicate)).toHaveLength(2);
    expect(await jobsOf(submitOrderJob.name, order.id)).toHaveLength(1);
    expect(await jobsOf(sendOrderConfirmationJob.name, order.id)).toHaveLength(1);
    const [listed] = (await listOrders(h.deps, { userId: customer.id })).orders;
    expect(listed).toMatchObject({ order_id: order.id, status: 'payment_authorized', client_secret: null });
    expect(await getCheckoutSession(h.deps, { user: customer, sessionId: session.id })).toEqual({
      status: 'complete',
      customer_email: customer.email,
      display_order_id: order.displayOrderId,
    });
  });

  it('never un-pays: an expiry after the payment changes nothing', async () => {
    const { order, session } = await awaitingOrder();
    const base = { provider: 'test' as const, sessionId: session.id, orderId: order.id };
    await recordPaymentEvent(h.deps, { ...base, id: 'paid', type: 'checkout.completed' });
    expect(
      await recordPaymentEvent(h.deps, { ...base, id: 'late-expiry', type: 'checkout.expired' }),
    ).toEqual({
      duplicate: false,
      transitioned: false,
      orderStatus: 'payment_authorized',
    });
  });

  it('ignores an event for a session of another order', async () => {
    const first = await awaitingOrder();
    const second = await awaitingOrder();
    expect(
      await recordPaymentEvent(h.deps, {
        provider: 'test',
        id: 'forged',
        type: 'checkout.completed',
        sessionId: first.session.id,
        orderId: second.order.id,
      }),
    ).toEqual({ duplicate: false, transitioned: false, orderStatus: 'pending_payment' });
    expect(await jobsOf(submitOrderJob.name, second.order.id)).toEqual([]);
  });

  it("answers 404 for another customer's session", async () => {
    const { session } = await awaitingOrder();
    const stranger = await h.addUser();
    await expect(getCheckoutSession(h.deps, { user: stranger, sessionId: session.id })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
  });
});
