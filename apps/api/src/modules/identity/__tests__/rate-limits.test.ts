import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { CLIENT_IP_HEADER } from '../client-ip';
import { createAuth } from '../create-auth';
import { newEmail } from './identity-helpers';

// Social sign-in with an unknown provider is refused cheaply, so it counts against the
// '/sign-in/*' limit without hashing a password.
const probeSignIn = (t: TestApp, opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'myspace' },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    headers: opts.headers ?? {},
  });

const statuses = async (n: number, call: () => Promise<{ statusCode: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call()).statusCode);
  return out;
};

describe('rate limits on sign-in, sign-up and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows 10 sign-in attempts a minute from one address, then answers 429', async () => {
    const codes = await statuses(11, () => probeSignIn(t, { remoteAddress: '203.0.113.10' }));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes[10]).toBe(429);
    const blocked = await probeSignIn(t, { remoteAddress: '203.0.113.10' });
    expect(blocked.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    expect(Number(blocked.headers['x-retry-after'])).toBeGreaterThan(0);
    // Another address has its own bucket.
    expect((await probeSignIn(t, { remoteAddress: '203.0.113.11' })).statusCode).toBe(400);
  });

  it('lets exactly 10 of 40 simultaneous sign-in attempts from one address through', async () => {
    const codes = await Promise.all(
      Array.from({ length: 40 }, () => probeSignIn(t, { remoteAddress: '203.0.113.15' })),
    );
    expect(codes.filter((res) => res.statusCode !== 429)).toHaveLength(10);
  });

  it('counts in the database, so a second process sees the same count', async () => {
    await statuses(10, () => probeSignIn(t, { remoteAddress: '203.0.113.20' }));
    const second = createAuth({
      config: t.deps.config,
      identity: t.deps.identity,
      rateLimits: t.deps.rateLimits,
      queue: t.deps.queue,
      secret: 'x'.repeat(40),
    });
    const res = await second.handler(
      new Request('http://localhost:3000/api/auth/sign-in/social', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: '203.0.113.20' },
        body: JSON.stringify({ provider: 'myspace' }),
      }),
    );
    expect(res.status).toBe(429);
  });

  it('ignores a client-sent address header: the address is the one Fastify resolved', async () => {
    const codes = await statuses(12, () =>
      probeSignIn(t, {
        remoteAddress: '203.0.113.30',
        headers: { [CLIENT_IP_HEADER]: `198.51.100.${Math.random() * 200}` },
      }),
    );
    expect(codes.at(-1)).toBe(429);
  });

  it('limits password reset requests per address', async () => {
    const codes = await statuses(11, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '203.0.113.40',
        payload: { email: newEmail('reset') },
      }),
    );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);
  });

  it('limits reset requests per account even from a loopback address (no mail bombing)', async () => {
    const email = newEmail('victim');
    const codes = await statuses(6, () =>
      t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } }),
    );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
    });
    expect(res.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again later.',
    });
    // The same address in other letters is the same account.
    const upper = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: email.toUpperCase() },
    });
    expect(upper.statusCode).toBe(429);
  });

  it('lets one address sign up 30 times an hour, then answers 429', async () => {
    const codes = await statuses(31, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '203.0.113.50',
        payload: { email: 'bad', password: 'correct-horse-1', name: '' },
      }),
    );
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(codes[30]).toBe(429);
  });

  it('stops a client probing which addresses have accounts after 30 an hour, taken or not', async () => {
    const taken = newEmail('taken');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: taken, password: 'correct-horse-1', name: '' },
    });
    const probe = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '203.0.113.51',
        payload: { email: i % 2 ? taken : newEmail('probe'), password: 'correct-horse-1', name: '' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await probe(i)).statusCode);
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(codes.slice(30)).toEqual([429, 429]);
    // Another client is not held up.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '203.0.113.52',
      payload: { email: newEmail('other'), password: 'correct-horse-1', name: '' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('counts each forwarded client address on its own', async () => {
    const from = (ip: string) => () => probeSignIn(t, { headers: { 'x-forwarded-for': ip } });
    const codes = await statuses(11, from('198.51.100.7'));
    expect(codes[10]).toBe(429);
    expect((await from('198.51.100.8')()).statusCode).toBe(400);
  });
});
