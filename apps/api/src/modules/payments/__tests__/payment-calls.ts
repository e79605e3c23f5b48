// The calls the payment tests make as a customer, each naming the app and the customer it acts as.
import type { CreateOrderResponse } from '@prompttee/domain';
import { expect } from 'vitest';
import { bearer, signUpTestUser, type TestUser } from '../../../testing/test-app';
import {
  createCheckoutTestApp,
  eventsOf,
  insertAddress,
  insertDesign,
  orderBody,
  type CheckoutTestApp,
} from '../../orders/__tests__/checkout-fixtures';

/** The card the built-in test checkout accepts, typed as a customer types it. */
export const TEST_CARD = { card_number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** A checkout app and two customers: `user` places the orders, `other` must never reach them. */
export async function checkoutAppWithCustomers(env: Record<string, string> = {}) {
  const t = await createCheckoutTestApp(env);
  return { t, user: await signUpTestUser(t.app), other: await signUpTestUser(t.app) };
}

/** POST /v1/orders with a new address and design of `who`; the test fails unless it answers 201. */
export async function placeOrder(t: CheckoutTestApp, who: TestUser): Promise<CreateOrderResponse> {
  const body = orderBody(await insertAddress(t.deps.db, who.id), await insertDesign(t.deps.db, who.id));
  const res = await t.app.inject({ method: 'POST', url: '/v1/orders', headers: bearer(who), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreateOrderResponse>();
}

export const payTestCheckout = (
  t: CheckoutTestApp,
  who: TestUser,
  clientSecret: string,
  card: Partial<typeof TEST_CARD> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/test-checkout/pay',
    headers: bearer(who),
    payload: { client_secret: clientSecret, ...TEST_CARD, ...card },
  });

export const testCheckoutSession = (t: CheckoutTestApp, who: TestUser, clientSecret: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/test-checkout/session?client_secret=${encodeURIComponent(clientSecret)}`,
    headers: bearer(who),
  });

export const checkoutSession = (t: CheckoutTestApp, who: TestUser, sessionId: string) =>
  t.app.inject({ method: 'GET', url: `/v1/checkout-session?session_id=${sessionId}`, headers: bearer(who) });

export const resumePayment = (t: CheckoutTestApp, who: TestUser, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/v1/orders/${orderId}/resume-payment`, headers: bearer(who) });

/** The statuses an order went through, oldest first. */
export const orderStatuses = async (t: CheckoutTestApp, orderId: string) =>
  (await eventsOf(t.deps.db, orderId)).map((e) => e.status);
