import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopProcesses, type ShopProcesses } from '../testing/shop-processes';

// Each web process remembers for a while that a session is active. A revocation made through one
// process (an operator disabling the customer, a sign-out, a password change) must refuse the
// session's ID token on every other process from the very next call, not once that memory fades.
const OPERATOR = 'ops@prompttee.example';

describe.skipIf(!process.env.DATABASE_URL)('revocation across web processes', () => {
  let shop: ShopProcesses;
  let a = '';
  let b = '';
  beforeAll(async () => {
    shop = await startShopProcesses({ web: 2, env: { ADMIN_EMAILS: OPERATOR } });
    [a, b] = shop.ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  }, 120_000);
  afterAll(async () => shop?.stop());

  const post = (base: string, url: string, headers: Record<string, string>, body: unknown = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { origin: shop.publicUrl, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const tokenOf = async (cookie: string) => {
    const res = await fetch(`${a}/api/auth/token`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const ordersOn = async (base: string, token: string) =>
    (await fetch(`${base}/v1/orders`, { headers: { authorization: `Bearer ${token}` } })).status;

  /** A new account signed up on process A: its id, session cookie and an ID token of that session. */
  const signUp = async (email = `revoked${Date.now()}${Math.random()}@example.com`) => {
    const res = await post(
      a,
      '/api/auth/sign-up/email',
      {},
      { email, password: 'correct-horse-1', name: 'R' },
    );
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    // The sign-up answer names nobody (a taken address gets the same); the session says who it is.
    const session = await fetch(`${a}/api/auth/get-session`, { headers: { cookie } });
    const id = ((await session.json()) as { user: { id: string } }).user.id;
    return { id, email, cookie, token: await tokenOf(cookie) };
  };

  it('refuses a disabled customer on the other process at once', async () => {
    const operator = await signUp(OPERATOR);
    const db = new pg.Client({ connectionString: shop.database.url });
    await db.connect();
    await db.query('update "user" set email_verified = true where id = $1', [operator.id]);
    await db.end();
    const customer = await signUp();
    expect(await ordersOn(b, customer.token)).toBe(200);
    expect(await ordersOn(b, customer.token)).toBe(200);

    const disabled = await post(a, `/v1/admin/customers/${customer.id}/disable`, {
      authorization: `Bearer ${operator.token}`,
    });
    expect(disabled.status).toBe(200);
    expect(await ordersOn(b, customer.token)).toBe(401);
  });

  it('refuses a signed-out session on the other process at once', async () => {
    const customer = await signUp();
    expect(await ordersOn(b, customer.token)).toBe(200);
    expect((await post(a, '/api/auth/sign-out', { cookie: customer.cookie })).status).toBe(200);
    expect(await ordersOn(b, customer.token)).toBe(401);
  });

  it('refuses the sessions a password change revoked on the other process at once', async () => {
    const phone = await signUp();
    const signIn = await post(
      a,
      '/api/auth/sign-in/email',
      {},
      { email: phone.email, password: 'correct-horse-1' },
    );
    expect(signIn.status).toBe(200);
    expect(await ordersOn(b, phone.token)).toBe(200);
    const changed = await post(
      a,
      '/api/auth/change-password',
      { cookie: cookieOf(signIn) },
      { currentPassword: 'correct-horse-1', newPassword: 'changed-pass-1' },
    );
    expect(changed.status).toBe(200);
    expect(await ordersOn(b, phone.token)).toBe(401);
  });
});
