import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import type { TestUser } from '../../../testing/test-app';
import { checkoutAppWithCustomers, placeOrder } from '../../payments/__tests__/payment-calls';
import { applyProducerEvent } from '../apply-producer-event';
import { eventsOf, orderRow, type CheckoutTestApp } from './checkout-fixtures';

// A producer event is outside input: it must not move an order the producer never had, nor give
// the customer a link that is not https.
describe('producer events the shop does not take as they come', () => {
  let t: CheckoutTestApp;
  let customer: TestUser;

  beforeAll(async () => {
    ({ t, user: customer } = await checkoutAppWithCustomers());
  });
  afterAll(() => t.close());

  it('ignores every producer event for an order that is not with the producer', async () => {
    const placed = await placeOrder(t, customer);
    const result = await applyProducerEvent(t.deps, {
      source: 'gelato',
      event: {
        eventId: 'evt-unpaid',
        orderId: placed.order_id,
        producerOrderId: 'forged',
        status: 'shipped',
        trackingNumber: 'TRACK-1',
        trackingUrl: 'https://tracking.example/1',
      },
    });
    expect(result.transitioned).toBe(false);
    const row = await orderRow(t.deps.db, placed.order_id);
    expect(row).toMatchObject({ status: 'pending_payment', trackingNumber: null, producerOrderId: null });
    expect((await eventsOf(t.deps.db, placed.order_id)).map((e) => e.status)).toEqual(['pending_payment']);
  });

  it('keeps only https tracking links', async () => {
    const paidOrder = async () => {
      const placed = await placeOrder(t, customer);
      await t.deps.db
        .update(orders)
        .set({ paidAt: new Date(), status: 'payment_authorized' })
        .where(eq(orders.id, placed.order_id));
      return placed.order_id;
    };
    const track = (orderId: string, trackingUrl: string) =>
      applyProducerEvent(t.deps, {
        source: 'gelato',
        event: {
          eventId: `evt-${orderId}`,
          orderId,
          producerOrderId: `p-${orderId}`,
          trackingNumber: 'T-1',
          trackingUrl,
        },
      });
    const bad = await paidOrder();
    await track(bad, 'javascript:alert(document.cookie)');
    expect(await orderRow(t.deps.db, bad)).toMatchObject({ trackingNumber: 'T-1', trackingUrl: null });
    const plain = await paidOrder();
    await track(plain, 'http://tracking.example/T-1');
    expect((await orderRow(t.deps.db, plain)).trackingUrl).toBeNull();
    const good = await paidOrder();
    await track(good, 'https://tracking.example/T-1');
    expect((await orderRow(t.deps.db, good)).trackingUrl).toBe('https://tracking.example/T-1');
  });
});
