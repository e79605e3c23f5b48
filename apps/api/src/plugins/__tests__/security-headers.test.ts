import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../testing/test-app';
import { API_HEADERS } from '../security';

// Headers only a page needs; the product API's replies are never pages. (A route may still set its
// own caching: the mockup's day in the browser is checked in order-placements.test.ts.)
const PAGE_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
];

describe('security headers', () => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  it('give the product API replies a policy that allows nothing and no cache', async () => {
    const replies = [
      await t.app.inject({ url: '/v1/orders', headers: bearer(customer) }),
      await t.app.inject({ url: '/v1/orders' }),
      await t.app.inject({ url: '/v1/no-such-route', headers: bearer(customer) }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 401, 404]);
    for (const reply of replies) {
      for (const [name, value] of Object.entries(API_HEADERS)) expect(reply.headers[name], name).toBe(value);
      for (const name of PAGE_ONLY) expect(reply.headers[name], name).toBeUndefined();
    }
  });

  it('give everything else the page set', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
