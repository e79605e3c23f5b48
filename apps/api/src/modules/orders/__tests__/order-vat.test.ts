import { createOrderResponseSchema, ordersResponseSchema, TERMS_VERSION } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpTestUser, type TestUser } from '../../../testing/test-app';
import {
  countOrders,
  createCheckoutTestApp,
  insertAddress,
  insertDesign,
  orderBody,
  orderRow,
  type CheckoutTestApp,
} from './checkout-fixtures';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function placeOrders(env: Record<string, string>) {
  const t = await createCheckoutTestApp(env);
  const user = await signUpTestUser(t.app);
  const design = await insertDesign(t.deps.db, user.id);
  const post = async (country: string, body: object = {}) => {
    const address = await insertAddress(t.deps.db, user.id, { country });
    return t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(user),
      payload: { ...orderBody(address, design), ...body },
    });
  };
  return { t, user, post };
}

describe(`VAT on orders, One-Stop-Shop scheme (${database})`, () => {
  let t: CheckoutTestApp;
  let user: TestUser;
  let post: Awaited<ReturnType<typeof placeOrders>>['post'];
  beforeAll(async () => ({ t, user, post } = await placeOrders({})));
  afterAll(() => t.close());

  it.each([
    // Two shirts at €24.99: €49.98 contains 49.98 x r / (100 + r), to the cent, half up.
    ['DE', 19, 798],
    ['EE', 24, 967],
    ['FI', 25.5, 1016],
    ['HU', 27, 1063],
    ['LU', 17, 726],
    ['RO', 21, 867],
  ])('taxes an order to %s at %s %%, fixed on the order and listed with it', async (country, rate, vat) => {
    const res = await post(country);
    expect(res.statusCode, res.body).toBe(201);
    const created = createOrderResponseSchema.parse(res.json());
    expect(created.total_amount).toBe(4998);
    expect(created.vat).toEqual({ country, rate_percent: rate, amount: vat });
    const row = await orderRow(t.deps.db, created.order_id);
    expect(row).toMatchObject({ vatCountry: country, vatCents: vat, termsVersion: TERMS_VERSION });
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    const list = await t.app.inject({ method: 'GET', url: '/v1/orders', headers: bearer(user) });
    const listed = ordersResponseSchema
      .parse(list.json())
      .orders.find((o) => o.order_id === created.order_id);
    expect(listed?.vat).toEqual(created.vat);
  });

  it('uses the rate of the order’s own date: Estonia 22 % on 30 June 2025, 24 % from 1 July', async () => {
    const at = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
    at('2025-06-30T20:59:00Z'); // 23:59 in Tallinn
    const before = createOrderResponseSchema.parse((await post('EE')).json());
    at('2025-06-30T21:01:00Z'); // 00:01 on 1 July in Tallinn
    const after = createOrderResponseSchema.parse((await post('EE')).json());
    expect(before.vat).toEqual({ country: 'EE', rate_percent: 22, amount: 901 });
    expect(after.vat).toEqual({ country: 'EE', rate_percent: 24, amount: 967 });
    at(new Date().toISOString());
  });

  it.each([
    [{}, 'Accept the Terms'],
    [{ terms_accepted: false }, 'Accept the Terms'],
    [{ terms_accepted: 'yes' }, 'Accept the Terms'],
  ])(
    'refuses an order without terms_accepted: true (%o), naming the field, storing nothing',
    async (patch, message) => {
      const before = await countOrders(t.deps.db, user.id);
      const body = orderBody('00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000001');
      const { terms_accepted: _dropped, ...withoutTerms } = body;
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/orders',
        headers: bearer(user),
        payload: { ...withoutTerms, ...patch },
      });
      expect(res.statusCode).toBe(400);
      const error = res.json<{ code: string; details: { fields: Record<string, string> } }>();
      expect(error.code).toBe('BAD_REQUEST');
      expect(Object.keys(error.details.fields)).toEqual(['terms_accepted']);
      expect(error.details.fields.terms_accepted).toContain(message);
      expect(await countOrders(t.deps.db, user.id)).toBe(before);
    },
  );
});

describe(`VAT on orders, domestic scheme (${database})`, () => {
  it('taxes every order at Estonia’s rate, whatever its destination', async () => {
    const { t, post } = await placeOrders({ VAT_SCHEME: 'domestic' });
    try {
      for (const country of ['DE', 'FR', 'EE']) {
        const created = createOrderResponseSchema.parse((await post(country)).json());
        expect(created.vat).toEqual({ country: 'EE', rate_percent: 24, amount: 967 });
      }
    } finally {
      await t.close();
    }
  });

  it('refuses an unknown scheme at start', async () => {
    await expect(placeOrders({ VAT_SCHEME: 'reverse' })).rejects.toThrow(/VAT_SCHEME/);
  });
});
