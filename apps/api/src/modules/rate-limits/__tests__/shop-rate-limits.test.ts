import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { consumeRateLimit, USER_WRITE_LIMITS } from '../consume-rate-limit';

// The per-account lock lived in better-auth's rate_limit table (wiped by its clean-up
// after a minute) and anyone could lock a customer out; TRUST_PROXY=true trusted the client's own
// X-Forwarded-For; /v1 writes had no per-user limit.
describe('the shop rate limits', () => {
  let t: TestApp;
  let customer: TestUser;
  const password = 'correct-horse-1';

  beforeAll(async () => {
    t = await createTestApp();
    customer = await signUpTestUser(t.app, undefined, password);
  });
  afterAll(() => t.close());

  const signIn = (pass: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: 'http://localhost:3000' },
      payload: { email: customer.email, password: pass },
    });

  it('locks the guessing client out of the account, not the customer, and keeps counting', async () => {
    const attacker = '203.0.113.50';
    for (let i = 0; i < 10; i++) expect((await signIn('wrong-password-1', attacker)).statusCode).toBe(401);
    // better-auth's clean-up empties its own table; the shop's counters are elsewhere.
    await t.deps.db.execute(sql`delete from rate_limit`);
    const blocked = await signIn(password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The customer, from their own address, signs in with the right password.
    expect((await signIn(password, '198.51.100.23')).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After once a customer has used their /v1 write limit', async () => {
    const rule = USER_WRITE_LIMITS['order-create'];
    for (let i = 0; i < rule.max; i++) {
      await consumeRateLimit(t.deps, { key: `user:${customer.id}:order-create`, rule });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(customer),
      payload: {
        items: [{ product_id: 'x', quantity: 1, designs: { front: '00000000-0000-4000-8000-000000000000' } }],
        shipping_address_id: '00000000-0000-4000-8000-000000000000',
        terms_accepted: true,
      },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not affected.
    const other = await signUpTestUser(t.app);
    const theirs = await t.app.inject({ url: '/v1/shipping-address', headers: bearer(other) });
    expect(theirs.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it("refuses 'true' and anything but a hop count or proxy addresses, with a clear message", () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
  });

  describe('with one proxy in front', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '1' });
    });
    afterAll(() => t.close());

    it("takes the address the proxy appended, never the client's own entries", async () => {
      // The client wrote 127.0.0.1; the proxy appended the real address.
      const res = await t.app.inject({
        url: '/dev/outbox',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' },
      });
      expect(res.statusCode).toBe(404);
      const local = await t.app.inject({
        url: '/dev/outbox',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(local.statusCode).toBe(200);
    });
  });
});
