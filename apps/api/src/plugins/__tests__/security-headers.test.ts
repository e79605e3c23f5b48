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

describe('the page policy with files in a bucket', () => {
  it('lets pages show images from the configured public file origin, http: included', async () => {
    const t = await createTestApp({
      STORAGE: 's3',
      S3_BUCKET: 'shop',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://minio.lan:9000',
      S3_PUBLIC_URL: 'http://files.lan:9000/shop',
    });
    try {
      const policy = (await t.app.inject('/healthz')).headers['content-security-policy'] as string;
      const imgSrc = policy
        .split(';')
        .find((d) => d.trim().startsWith('img-src'))!
        .trim()
        .split(' ');
      expect(imgSrc).toContain('http://files.lan:9000');
      // Only that origin: not every http: address, nor the endpoint, which pages never load from.
      expect(imgSrc).not.toContain('http:');
      expect(imgSrc).not.toContain('http://minio.lan:9000');
    } finally {
      await t.close();
    }
  });
});
