import { randomUUID } from 'node:crypto';
import { orderEventsResponseSchema } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyProducerEvent } from '../../modules/orders/apply-producer-event';
import type { CheckoutTestApp } from '../../modules/orders/__tests__/checkout-fixtures';
import {
  checkoutAppWithCustomers,
  payTestCheckout,
  placeOrder,
} from '../../modules/payments/__tests__/payment-calls';
import { bearer, type TestUser } from '../../testing/test-app';

describe('GET /v1/orders/{order_id}/events', () => {
  let t: CheckoutTestApp;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ({ t, user, other } = await checkoutAppWithCustomers());
  });
  afterAll(() => t.close());

  const events = (who: TestUser | null, orderId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/orders/${orderId}/events`,
      headers: who ? bearer(who) : {},
    });

  it('tells the owner every status the order reached and when, oldest first', async () => {
    const order = await placeOrder(t, user);
    const placed = await events(user, order.order_id);
    expect(placed.statusCode).toBe(200);
    expect(orderEventsResponseSchema.parse(placed.json()).events.map((e) => e.status)).toEqual([
      'pending_payment',
    ]);

    t.clock.advance(60_000);
    expect((await payTestCheckout(t, user, order.client_secret)).json().status).toBe('complete');
    for (const [step, status] of ['printing', 'shipped'].entries()) {
      t.clock.advance(3_600_000);
      await applyProducerEvent(t.deps, {
        source: 'simulated',
        event: {
          eventId: `history-${order.order_id}-${step}`,
          orderId: order.order_id,
          producerOrderId: `sim_${order.order_id}`,
          status,
          trackingNumber: status === 'shipped' ? 'SIM-TRACK-1' : undefined,
        },
      });
    }

    const { events: history } = orderEventsResponseSchema.parse((await events(user, order.order_id)).json());
    expect(history.map((e) => e.status)).toEqual([
      'pending_payment',
      'payment_authorized',
      'printing',
      'shipped',
    ]);
    const times = history.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[3]! - times[2]!).toBeGreaterThanOrEqual(3_600_000);
  });

  it("answers 404 for another customer's order, as for one that does not exist", async () => {
    const order = await placeOrder(t, user);
    const stranger = await events(other, order.order_id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('pending_payment');
    expect((await events(user, randomUUID())).statusCode).toBe(404);
  });

  it('refuses a malformed order id (400) and a request without a bearer token (401)', async () => {
    expect((await events(user, 'PT-123456')).statusCode).toBe(400);
    expect((await events(null, randomUUID())).statusCode).toBe(401);
  });
});
