import { createOrderResponseSchema, outsideEuVatAreaMessage } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingAddresses } from '../../../db/schema';
import { bearer, signUpTestUser, type TestUser } from '../../../testing/test-app';
import {
  countOrders,
  createCheckoutTestApp,
  insertAddress,
  insertDesign,
  orderBody,
  type CheckoutTestApp,
} from './checkout-fixtures';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

// The territories outside the EU VAT area (VAT Directive, article 6) and a mainland neighbour
// of each: the shop refuses to deliver to the first and sells to the second as before.
const outside: [country: string, postcode: string, territory: string][] = [
  ['ES', '35001', 'the Canary Islands'],
  ['ES', '38001', 'the Canary Islands'],
  ['ES', '51001', 'Ceuta'],
  ['ES', '52001', 'Melilla'],
  ['FR', '97110', 'Guadeloupe'],
  ['FR', '97133', 'Saint-Barthélemy'],
  ['FR', '97150', 'Saint-Martin'],
  ['FR', '97200', 'Martinique'],
  ['FR', '97300', 'French Guiana'],
  ['FR', '97400', 'Réunion'],
  ['FR', '97600', 'Mayotte'],
  ['FI', '22100', 'Åland'],
  ['DE', '27498', 'Heligoland'],
  ['DE', '78266', 'Büsingen am Hochrhein'],
  ['IT', '23041', 'Livigno'],
  ['IT', '22061', "Campione d'Italia"],
  ['GR', '63086', 'Mount Athos'],
];
const neighbours: [country: string, postcode: string][] = [
  ['ES', '28001'],
  ['ES', '29001'],
  ['FR', '75001'],
  ['FR', '13001'],
  ['FI', '00100'],
  ['DE', '27472'],
  ['DE', '78262'],
  ['IT', '23030'],
  ['IT', '22100'],
  ['GR', '63100'],
];

type Refusal = { code: string; message: string; details: { fields: Record<string, string> } };

describe(`deliveries outside the EU VAT area (${database})`, () => {
  let t: CheckoutTestApp;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createCheckoutTestApp();
    customer = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  const address = (country: string, postcode: string) => ({
    first_name: 'Ana',
    last_name: 'Pérez',
    address1: 'Calle Mayor 5',
    city: 'Somewhere',
    county: 'Provincia',
    postcode,
    country,
    phone1: '+34612345678',
  });
  const saveAddress = (who: TestUser, country: string, postcode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/shipping-address',
      headers: bearer(who),
      payload: address(country, postcode),
    });
  const savedAddresses = async (who: TestUser) =>
    (await t.deps.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, who.id))).length;

  it.each(outside)(
    'refuses to save %s %s with 400 naming the postcode and %s, storing nothing',
    async (country, postcode, territory) => {
      const before = await savedAddresses(customer);
      const res = await saveAddress(customer, country, postcode);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<Refusal>();
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.details.fields).toEqual({ postcode: outsideEuVatAreaMessage(territory) });
      expect(body.message).toContain('postcode');
      expect(await savedAddresses(customer)).toBe(before);
    },
  );

  it('saves each mainland neighbour', async () => {
    const neighbour = await signUpTestUser(t.app);
    for (const [country, postcode] of neighbours) {
      const res = await saveAddress(neighbour, country, postcode);
      expect(res.statusCode, `${country} ${postcode}: ${res.body}`).toBe(201);
    }
  });

  // An address saved before the shop knew these territories: the order is refused, so no invoice
  // is issued and the One-Stop-Shop report, which sums invoices, never sees it.
  const savedEarlier = async (country: string, postcode: string) => {
    const id = await insertAddress(t.deps.db, customer.id, { country });
    await t.deps.db.update(shippingAddresses).set({ postcode }).where(eq(shippingAddresses.id, id));
    return id;
  };
  const placeOrder = async (addressId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(customer),
      payload: orderBody(addressId, await insertDesign(t.deps.db, customer.id)),
    });

  it.each(outside)(
    'refuses an order to %s %s saved earlier, naming the address and %s, storing nothing',
    async (country, postcode, territory) => {
      const addressId = await savedEarlier(country, postcode);
      const before = await countOrders(t.deps.db, customer.id);
      const res = await placeOrder(addressId);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<Refusal>();
      expect(body.details.fields).toEqual({ shipping_address_id: outsideEuVatAreaMessage(territory) });
      expect(await countOrders(t.deps.db, customer.id)).toBe(before);
    },
  );

  it.each(neighbours)('takes an order to %s %s with its country’s VAT', async (country, postcode) => {
    const res = await placeOrder(await savedEarlier(country, postcode));
    expect(res.statusCode, res.body).toBe(201);
    expect(createOrderResponseSchema.parse(res.json()).vat.country).toBe(country);
  });
});
