import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../testing/test-app';

describe('error messages in the language of the request', () => {
  let t: TestApp;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  const inLanguage = (user: TestUser, language: string) => ({
    ...bearer(user),
    'accept-language': language,
  });
  const badAddress = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/v1/shipping-address', headers, payload: { first_name: 'A' } });
  const missingOrder = (headers: Record<string, string>) =>
    t.app.inject({ url: `/v1/orders/${randomUUID()}/items`, headers });

  it('answers a refused address in Estonian, with the codes and field names unchanged', async () => {
    const res = await badAddress(inLanguage(customer, 'et-EE,et;q=0.9,en;q=0.5'));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.details.fields).toMatchObject({
      first_name: 'Eesnimi peab olema vähemalt 2 märki pikk',
      last_name: 'Perekonnanimi on kohustuslik',
      postcode: 'Postiindeks on kohustuslik',
      phone1: 'Telefon on kohustuslik',
    });
    expect(body.message).toBe(`${body.details.issues[0].field}: ${body.details.issues[0].message}`);
  });

  it('answers a missing order in Estonian, and in English for English or an unknown language', async () => {
    const et = await missingOrder(inLanguage(customer, 'et'));
    expect([et.statusCode, et.json().code, et.json().message]).toEqual([
      404,
      'NOT_FOUND',
      'Tellimust ei leitud',
    ]);
    for (const language of ['en-GB', 'fi-FI', '']) {
      expect((await missingOrder(inLanguage(customer, language))).json().message).toBe('Order not found');
    }
    const english = (await badAddress(inLanguage(customer, 'en'))).json();
    expect(english.details.fields.last_name).toBe('Last name is required');
  });

  it("follows the account's saved language over the browser's", async () => {
    const estonian = await signUpTestUser(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/profile',
      headers: bearer(estonian),
      payload: { locale: 'et' },
    });
    const res = await missingOrder(inLanguage(estonian, 'en-US,en'));
    expect(res.json().message).toBe('Tellimust ei leitud');
  });

  it('answers the bearer check and an unknown route in Estonian', async () => {
    const anonymous = await t.app.inject({ url: '/v1/profile', headers: { 'accept-language': 'et' } });
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([
      401,
      'Päringul puudub juurdepääsuluba (bearer token).',
    ]);
    const unknown = await t.app.inject({ url: '/v1/no-such-thing', headers: { 'accept-language': 'et' } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'Teed GET /v1/no-such-thing ei leitud',
    ]);
  });
});
