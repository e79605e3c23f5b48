import { apiErrorSchema, errorCodeSchema } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus } from '../../errors';
import { insertDesign } from '../../modules/orders/__tests__/checkout-fixtures';
import { addressBody } from '../../testing/address-body';
import { bearer, createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../testing/test-app';

// Clients decide on an error's code and its fields, so every error body must parse with the
// contract (a code from the domain's enum), and a refused field must be named in details.fields.
describe('error bodies', () => {
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ REFUSED_WORDS: 'gore' });
    alice = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = bearer(alice)) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const errorOf = (res: { statusCode: number; json(): unknown }) => {
    const body = apiErrorSchema.parse(res.json());
    expect(body.statusCode).toBe(res.statusCode);
    return body;
  };

  it('gives every code of the enum a status', () => {
    for (const code of errorCodeSchema.options) expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
  });

  it('names each field a request check refused, with its message', async () => {
    const res = await post('/v1/shipping-address', { ...addressBody, postcode: 'x', phone1: '12' });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.details?.fields).toMatchObject({
      postcode: expect.any(String),
      phone1: 'Phone number must be between 8 and 15 digits',
    });
  });

  it('names the field a use case refused, as a request check would', async () => {
    const res = await post('/v1/designs/create', { prompt: 'a gore scene' });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.details?.fields?.prompt).toMatch(
      /^The description contains a word we cannot print \("gore"\)/,
    );
    // The message and the issues stay as they were for clients that read them.
    expect(body.message).toMatch(/^prompt: /);
    expect(body.details?.issues).toEqual([{ field: 'prompt', message: body.details?.fields?.prompt }]);
  });

  it('names the query field the catalog refuses for a mockup', async () => {
    const designId = await insertDesign(t.deps.db, alice.id);
    const mockup = (query: string) =>
      t.app.inject({ url: `/v1/designs/${designId}/mockup?${query}`, headers: bearer(alice) });
    const product = errorOf(await mockup('product_id=NOPE&color=WHT'));
    expect(product.code).toBe('BAD_REQUEST');
    expect(product.details?.fields).toEqual({ product_id: 'Unknown product NOPE' });
    expect(product.message).toBe('product_id: Unknown product NOPE');
    const color = errorOf(await mockup('color=NOPE'));
    expect(Object.keys(color.details?.fields ?? {})).toEqual(['color']);
  });

  it('answers a missing token, an unknown thing and a route that does not exist with their codes', async () => {
    const anonymous = await t.app.inject({ url: '/v1/shipping-address' });
    expect(errorOf(anonymous).code).toBe('UNAUTHORIZED');
    const missing = await t.app.inject({
      url: '/v1/shipping-address/00000000-0000-4000-8000-000000000000',
      headers: bearer(alice),
    });
    expect(errorOf(missing).code).toBe('NOT_FOUND');
    const route = await t.app.inject({ url: '/v1/no-such-route', headers: bearer(alice) });
    expect(errorOf(route).code).toBe('NOT_FOUND');
  });

  it("keeps Fastify's own codes for a body it cannot read, all of them in the enum", async () => {
    const headers = { ...bearer(alice), 'content-type': 'application/json' };
    const url = '/v1/shipping-address';
    const badJson = await t.app.inject({ method: 'POST', url, headers, payload: '{"first_name":' });
    const empty = await t.app.inject({ method: 'POST', url, headers, payload: '' });
    const media = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(alice), 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    for (const [res, status] of [
      [badJson, 400],
      [empty, 400],
      [media, 415],
    ] as const) {
      expect(res.statusCode).toBe(status);
      const { code } = errorOf(res);
      expect(errorCodeSchema.options).toContain(code);
    }
    expect(errorOf(media).code).toBe('FST_ERR_CTP_INVALID_MEDIA_TYPE');
    expect(errorOf(empty).code).toBe('FST_ERR_CTP_EMPTY_JSON_BODY');
  });
});
