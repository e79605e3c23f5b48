import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../app';
import { loadConfig } from '../../config';
import { createDeps } from '../../deps';
import { orders, user as users } from '../../db/schema';
import { createDesignJob, quotaOf } from '../../modules/designs/__tests__/design-test-helpers';
import { startIdentityMail, waitForMail } from '../../modules/identity/__tests__/identity-helpers';
import { applyProducerEvent } from '../../modules/orders/apply-producer-event';
import { eventsOf, orderRow, type CheckoutTestApp } from '../../modules/orders/__tests__/checkout-fixtures';
import { checkoutAppWithCustomers, placeOrder } from '../../modules/payments/__tests__/payment-calls';
import { createTestApp, signUpTestUser, testEnv, type TestApp, type TestUser } from '../../testing/test-app';

// DNS rebinding on /dev/outbox, slow requests, producer events for unpaid
// orders, tracking links, and the design quota of unverified accounts.
describe('the smaller findings', () => {
  let t: CheckoutTestApp;
  let customer: TestUser;

  beforeAll(async () => {
    ({ t, user: customer } = await checkoutAppWithCustomers());
  });
  afterAll(() => t.close());

  it('times out slow requests and slow headers', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
  });

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

describe('a shop with the outbox mailer', () => {
  let t: TestApp;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ UNVERIFIED_DESIGN_QUOTA: '3' });
    await startIdentityMail(t);
    customer = await signUpTestUser(t.app);
    // The verification mail is a queued job: the outbox tests read it once it was sent.
    await waitForMail(t, customer.email, /^Verify your email address/);
  });
  afterAll(() => t.close());

  it('/dev/outbox answers only a localhost Host header', async () => {
    expect((await t.app.inject({ url: '/dev/outbox', headers: { host: 'localhost:3000' } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/dev/outbox', headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(
      200,
    );
    const rebound = await t.app.inject({ url: '/dev/outbox', headers: { host: 'evil.example:3000' } });
    expect(rebound.statusCode).toBe(404);
  });

  it('keeps the outbox in the database: another process with another DATA_DIR lists the same mail', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'shop-other-'));
    const deps = await createDeps(loadConfig(testEnv(otherDir, t.deps.database.url)), {
      database: t.deps.database,
      log: pino({ level: 'silent' }),
    });
    const other = await buildApp(deps);
    try {
      const page = await other.inject({ url: '/dev/outbox' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`data-to="${customer.email}"`);
      const file = /href="\/dev\/outbox\/([\w.-]+\.eml)/.exec(page.body)?.[1];
      expect(file).toBeTruthy();
      expect((await other.inject({ url: `/dev/outbox/${file}/raw` })).body).toContain('Subject:');
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('is UNVERIFIED_DESIGN_QUOTA until the e-mail address is verified', async () => {
    expect(await quotaOf(t, customer)).toMatchObject({ total: 3 });
    for (let i = 0; i < 3; i++)
      expect((await createDesignJob(t, customer, `a fox ${i}`)).statusCode).toBe(202);
    const fourth = await createDesignJob(t, customer, 'a fourth fox');
    expect(fourth.statusCode).toBe(429);
    await t.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, customer.id));
    expect(await quotaOf(t, customer)).toMatchObject({ total: 20, used: 3 });
    expect((await createDesignJob(t, customer, 'a fourth fox')).statusCode).toBe(202);
  });
});
