import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../testing/test-app';

describe('/v1/profile', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpTestUser(t.app);
    bob = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  const get = (user: TestUser) => t.app.inject({ url: '/v1/profile', headers: bearer(user) });
  const patch = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/v1/profile', headers: bearer(user), payload: payload as object });

  it("answers the customer's own account, no language until one is chosen", async () => {
    const res = await get(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: alice.email, name: expect.any(String), locale: null });
  });

  it("saves the chosen language on the customer's own account only", async () => {
    const res = await patch(alice, { locale: 'et' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: alice.email, locale: 'et' });
    expect((await get(alice)).json()).toMatchObject({ locale: 'et' });
    expect((await get(bob)).json()).toEqual({ email: bob.email, name: expect.any(String), locale: null });
    expect(await t.deps.identity.localeOf(bob.id)).toBe(null);
  });

  it('refuses an unknown language, another field or no token, and changes nothing', async () => {
    for (const payload of [{ locale: 'fi' }, { locale: null }, {}, { locale: 'en', email: 'x@y.z' }]) {
      const res = await patch(bob, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    expect((await patch(bob, { locale: 'fi' })).json().details.issues[0].field).toBe('locale');
    expect(await t.deps.identity.localeOf(bob.id)).toBe(null);
    const anonymous = await t.app.inject({ method: 'PATCH', url: '/v1/profile', payload: { locale: 'et' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
