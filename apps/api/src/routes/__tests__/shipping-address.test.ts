import { shippingAddressInputSchema } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingAddresses } from '../../db/schema';
import { MAX_ADDRESSES_PER_USER } from '../../modules/addresses';
import { bearer, createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../testing/test-app';

const valid = {
  first_name: 'Mari',
  last_name: "Tamm-O'Neill",
  address1: 'Narva mnt 5',
  address2: 'Apt 12',
  city: 'Tallinn',
  county: 'Harju',
  postcode: '10117',
  country: 'EE',
  phone1: '+372 5123 4567',
};

describe('/v1/shipping-address', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpTestUser(t.app);
    bob = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  const create = (user: TestUser, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/shipping-address',
      headers: bearer(user),
      payload: payload as object,
    });
  const list = async (user: TestUser) => {
    const res = await t.app.inject({ url: '/v1/shipping-address', headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    return res.json<{ addresses: { id: string }[] }>().addresses;
  };
  const remove = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/v1/shipping-address?id=${id}`, headers: bearer(user) });
  const getOne = (user: TestUser, id: string) =>
    t.app.inject({ url: `/v1/shipping-address/${id}`, headers: bearer(user) });
  const rowsOf = (user: TestUser) =>
    t.deps.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, user.id));

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ url: '/v1/shipping-address' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/v1/shipping-address', payload: valid });
    expect(res.statusCode).toBe(401);
  });

  it('creates an address: 201 with address_id and id, cleaned up', async () => {
    const res = await create(alice, { ...valid, country: 'ee', postcode: ' 10117 ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.address_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.id).toBe(body.address_id);
    expect(body).toMatchObject({
      ...valid,
      phone1: '+37251234567',
      country: 'EE',
      postcode: '10117',
      company: null,
      vat_number: null,
    });
    expect((await list(alice)).map((a) => a.id)).toContain(body.id);
    const fetched = await getOne(alice, body.id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(body);
  });

  it('stores an empty optional line as null', async () => {
    const res = await create(alice, { ...valid, address2: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().address2).toBeNull();
  });

  // The rules of spec section 5 are the shared schema's, tested in the domain package. Here: the
  // API applies them, answering 400 with the field and the rule's own message, and stores nothing.
  const refusals: [string, Record<string, unknown>][] = [
    ['a missing first name', { first_name: undefined }],
    ['a blank first name', { first_name: '  ' }],
    ['a last name with a digit', { last_name: 'Smith2' }],
    ['a short address', { address1: 'Road' }],
    ['a city too long', { city: 'T'.repeat(51) }],
    ['a missing county', { county: '' }],
    ['a postcode not of the country', { country: 'IE', postcode: '1!' }],
    ['a country not shipped to', { country: 'US' }],
    ['a phone in a local format', { phone1: '0123456789' }],
    ['a phone too short', { phone1: '+1234567' }],
  ];
  const sharedRuleRefusing = (payload: object) => {
    const issue = shippingAddressInputSchema.safeParse(payload).error?.issues[0];
    expect(issue, 'the shared schema refuses it too').toBeDefined();
    return { field: String(issue!.path[0]), message: issue!.message };
  };

  it.each(refusals)('refuses %s with 400 naming the field', async (_name, patch) => {
    const payload = { ...valid, ...patch };
    const { field, message } = sharedRuleRefusing(payload);
    const before = (await rowsOf(bob)).length;
    const res = await create(bob, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(body.message).toContain(field);
    expect(body.message).toContain(message);
    expect((await rowsOf(bob)).length).toBe(before);
  });

  it('reports every invalid field at once', async () => {
    const res = await create(bob, {});
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'first_name',
        'last_name',
        'address1',
        'city',
        'county',
        'postcode',
        'country',
        'phone1',
      ]),
    );
  });

  it('refuses a body that is not JSON object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/shipping-address',
      headers: { ...bearer(bob), 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 for another user's address on GET and DELETE, and leaves it alone", async () => {
    const mine = (await create(alice, valid)).json<{ id: string }>();
    expect((await getOne(bob, mine.id)).statusCode).toBe(404);
    const del = await remove(bob, mine.id);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await list(alice)).map((a) => a.id)).toContain(mine.id);
    expect((await list(bob)).map((a) => a.id)).not.toContain(mine.id);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getOne(alice, unknown)).statusCode).toBe(404);
    expect((await remove(alice, unknown)).statusCode).toBe(404);
    expect((await getOne(alice, 'not-a-uuid')).statusCode).toBe(400);
    const res = await remove(alice, 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('id');
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/shipping-address', headers: bearer(alice) }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes softly: 204, gone from the list, still readable by its owner, and a repeat is harmless', async () => {
    const { id } = (await create(alice, { ...valid, first_name: 'Deleted' })).json<{ id: string }>();
    const del = await remove(alice, id);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await list(alice)).map((a) => a.id)).not.toContain(id);
    const kept = await getOne(alice, id);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id, first_name: 'Deleted' });
    const [row] = await t.deps.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await remove(alice, id)).statusCode).toBe(204);
    expect((await getOne(bob, id)).statusCode).toBe(404);
  });

  it(`caps a customer at ${MAX_ADDRESSES_PER_USER} addresses, and deleting frees a place`, async () => {
    const carol = await signUpTestUser(t.app);
    const created = await Promise.all(
      Array.from({ length: MAX_ADDRESSES_PER_USER }, (_, i) =>
        create(carol, { ...valid, address1: `Street ${i + 1}` }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(MAX_ADDRESSES_PER_USER).fill(201));
    const extra = await create(carol, valid);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain(`up to ${MAX_ADDRESSES_PER_USER} addresses`);
    expect((await rowsOf(carol)).length).toBe(MAX_ADDRESSES_PER_USER);
    expect((await remove(carol, created[0]!.json().id)).statusCode).toBe(204);
    expect((await create(carol, valid)).statusCode).toBe(201);
  });

  it('holds the cap when creates race', async () => {
    const dave = await signUpTestUser(t.app);
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES_PER_USER + 5 }, () => create(dave, valid)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_ADDRESSES_PER_USER);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect((await list(dave)).length).toBe(MAX_ADDRESSES_PER_USER);
  });

  it('lists newest first, only the caller’s', async () => {
    const erin = await signUpTestUser(t.app);
    const first = (await create(erin, { ...valid, first_name: 'First' })).json<{ id: string }>();
    const second = (await create(erin, { ...valid, first_name: 'Second' })).json<{ id: string }>();
    expect((await list(erin)).map((a) => a.id)).toEqual([second.id, first.id]);
  });

  it('documents the routes in OpenAPI', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/shipping-address', '/v1/shipping-address/{id}']),
    );
  });
});
