import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../testing/test-app';
import { addressBody } from '../../testing/address-body';

// Input that used to reach the database or the auth bridge and answer 500.
const address = addressBody;

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('bad input answers 400, never 500', () => {
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(alice), 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('refuses a NUL byte in a prompt, an address field, session_id and client_secret', async () => {
    expect((await post('/v1/designs/create', { prompt: 'a fox\u0000' })).statusCode).toBe(400);
    expect((await post('/v1/shipping-address', { ...address, city: 'Tal\u0000linn' })).statusCode).toBe(400);
    const session = await t.app.inject({
      url: '/v1/checkout-session?session_id=cs_%00x',
      headers: bearer(alice),
    });
    expect(session.statusCode).toBe(400);
    const secret = await t.app.inject({
      url: '/v1/test-checkout/session?client_secret=a%00b',
      headers: bearer(alice),
    });
    expect(secret.statusCode).toBe(400);
    const pay = await post('/v1/test-checkout/pay', {
      client_secret: 'x\u0000',
      card_number: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(pay.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/v1/orders/%00/items', headers: bearer(alice) })).statusCode).toBe(
      400,
    );
  });

  it('refuses NUL in the auth routes (name, reset token, e-mail)', async () => {
    const signUp = await post('/api/auth/sign-up/email', {
      email: 'nul@example.com',
      password: 'correct-horse-1',
      name: 'Nu\u0000l',
    });
    expect(signUp.statusCode).toBe(400);
    const reset = await post('/api/auth/reset-password', {
      token: 'abc\u0000',
      newPassword: 'correct-horse-2',
    });
    expect(reset.statusCode).toBe(400);
    const signIn = await post('/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: 'x' });
    expect(signIn.statusCode).toBe(400);
  });

  it('bounds JSON depth on every route, /api/auth included', async () => {
    for (const body of [deep(20_000), deepObject(5_000), deep(100)]) {
      expect((await post('/api/auth/sign-in/email', body)).statusCode).toBe(400);
      expect((await post('/api/auth/sign-up/email', body)).statusCode).toBe(400);
      expect((await post('/v1/designs/create', body)).statusCode).toBe(400);
      expect((await post('/v1/shipping-address', body)).statusCode).toBe(400);
    }
  });

  it('answers 400 to a body of the wrong JSON type', async () => {
    for (const body of [[address], 'null', '"text"', '42', 'true', []]) {
      for (const url of [
        '/v1/shipping-address',
        '/v1/designs/create',
        '/v1/orders',
        '/v1/test-checkout/pay',
      ]) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      }
      for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/reset-password']) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });

  it('refuses control characters in address fields and does not count zero-width characters', async () => {
    expect(
      (await post('/v1/shipping-address', { ...address, address1: 'Narva\u0007 mnt 5' })).statusCode,
    ).toBe(400);
    expect((await post('/v1/shipping-address', { ...address, county: 'H\narju' })).statusCode).toBe(400);
    // 'A' plus four zero-width spaces is one character, under the minimum of five.
    const zeroWidth = await post('/v1/shipping-address', {
      ...address,
      address1: 'A\u200b\u200b\u200b\u200b',
    });
    expect(zeroWidth.statusCode).toBe(400);
    const ok = await post('/v1/shipping-address', { ...address, address1: 'Narva\u200b mnt 5' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<{ address1: string }>().address1).toBe('Narva mnt 5');
  });

  it('limits names to 100 characters and profile images to https', async () => {
    const long = await post('/api/auth/sign-up/email', {
      email: 'long-name@example.com',
      password: 'correct-horse-1',
      name: 'x'.repeat(100_000),
    });
    expect(long.statusCode).toBe(400);
    const just = await post('/api/auth/sign-up/email', {
      email: 'just-long@example.com',
      password: 'correct-horse-1',
      name: 'x'.repeat(101),
    });
    expect(just.statusCode).toBe(400);
    const script = await post('/api/auth/sign-up/email', {
      email: 'script-image@example.com',
      password: 'correct-horse-1',
      name: 'Script',
      image: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(400);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: alice.cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ image: 'http://example.com/me.png', name: 'y'.repeat(101) }),
    });
    expect(update.statusCode).toBe(400);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: alice.cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ image: 'https://example.com/me.png', name: 'Alice' }),
    });
    expect(good.statusCode).toBe(200);
  });
});
