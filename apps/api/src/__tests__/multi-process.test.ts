import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBody } from '../testing/address-body';
import { mainTs, startShopProcesses, waitForLine, type ShopProcesses } from '../testing/shop-processes';

// The shop as it runs in production: two ROLE=web processes and a ROLE=worker on one
// PostgreSQL database. The purchase alternates between the web processes, the worker is killed
// mid-generation and replaced, and 30 concurrent retries of PLACE ORDER spread over both web
// processes make one order with one payment session.
const stuckWorkerTs = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../testing/stuck-worker.ts',
);

describe.skipIf(!process.env.DATABASE_URL)('two web processes and a worker on one database', () => {
  let shop: ShopProcesses;
  let ports: number[] = [];
  let publicUrl = '';
  const start = (script: string, env: Record<string, string>) => shop.start(script, env);

  beforeAll(async () => {
    shop = await startShopProcesses({ web: 2 });
    ({ ports, publicUrl } = shop);
  }, 120_000);
  afterAll(async () => shop?.stop());

  it('sells a shirt across processes, survives a worker crash, and makes one order of 30 retries', async () => {
    let turn = 0;
    const web = () => `http://127.0.0.1:${ports[turn++ % 2]}`;
    const call = async (method: string, url: string, headers: Record<string, string>, body?: unknown) => {
      const res = await fetch(`${web()}${url}`, {
        method,
        headers: { origin: publicUrl, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return {
        status: res.status,
        headers: res.headers,
        json: (await res.json().catch(() => null)) as never,
      };
    };

    // Sign up on one process, take the ID token from the other.
    const email = `multi${Date.now()}@example.com`;
    const signUp = await fetch(`${web()}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-1', name: 'Multi' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const token = (await call('GET', '/api/auth/token', { cookie })).json as { token: string };
    const auth = { authorization: `Bearer ${token.token}` };

    const address = await call('POST', '/v1/shipping-address', auth, addressBody);
    expect(address.status).toBe(201);

    // The worker takes the generation and is killed in the middle of it; a new worker finishes it.
    const stuck = start(stuckWorkerTs, { ROLE: 'worker' });
    await waitForLine(stuck, 'worker-ready');
    const created = await call('POST', '/v1/designs/create', auth, { prompt: 'a fox reading a book' });
    expect(created.status).toBe(202);
    const { job_id } = created.json as { job_id: string };
    await waitForLine(stuck, 'generation-started');
    stuck.kill('SIGKILL');
    const killedAt = Date.now();
    start(mainTs, { ROLE: 'worker', LOG_LEVEL: 'warn' });
    let job: { status: string; design_id?: string } = { status: '' };
    while (job.status !== 'completed' && Date.now() - killedAt < 90_000) {
      await new Promise((r) => setTimeout(r, 500));
      job = (await call('GET', `/v1/designs/jobs/status?id=${job_id}`, auth)).json;
    }
    console.info(
      `multi-process: generation completed ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the worker was killed`,
    );
    expect(job.status).toBe('completed');
    const list = (await call('GET', '/v1/designs', auth)).json as { designs?: unknown[] } | unknown[];
    const designs = Array.isArray(list) ? list : (list.designs ?? []);
    // One GENERATE: its four candidates.
    expect(designs).toHaveLength(4);

    // 30 concurrent retries of one PLACE ORDER, alternating between the two web processes.
    const body = {
      items: [{ product_id: await firstSku(web()), quantity: 1, designs: { front: job.design_id } }],
      shipping_address_id: (address.json as { id: string }).id,
      terms_accepted: true,
    };
    const placed = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('POST', '/v1/orders', { ...auth, 'idempotency-key': 'multi-storm' }, body),
      ),
    );
    const statuses = placed.map((r) => r.status);
    const orderIds = new Set(placed.map((r) => (r.json as { order_id?: string }).order_id));
    const secrets = new Set(placed.map((r) => (r.json as { client_secret?: string }).client_secret));
    console.info(
      `multi-process: 30 retries -> statuses ${JSON.stringify(countOf(statuses))}, ${orderIds.size} order, ${secrets.size} client secret`,
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect(orderIds.size).toBe(1);
    expect(secrets.size).toBe(1);

    // Pay on one process, read the result on the other.
    const secret = [...secrets][0]!;
    const pay = await call('POST', '/v1/test-checkout/pay', auth, {
      client_secret: secret,
      card_number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(pay.status).toBe(200);
    const orderId = [...orderIds][0]!;
    const history = (await call('GET', '/v1/orders', auth)).json as {
      orders: { order_id: string; status: string }[];
    };
    expect(history.orders.find((o) => o.order_id === orderId)?.status).not.toBe('pending_payment');
  }, 240_000);
});

const countOf = (values: number[]) =>
  values.reduce<Record<number, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

/** The first variant of the shop's real catalog (the processes run with it, not a fixture). */
async function firstSku(base: string): Promise<string> {
  const catalog = (await (await fetch(`${base}/catalog/catalog.json`)).json()) as {
    products: { variants: { sku: string }[] }[];
  };
  return catalog.products[0]!.variants[0]!.sku;
}
