import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTestUser, type TestApp } from '../../testing/test-app';

describe('the shop foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health once the database is ready', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/v1/nope');
    expect(res.statusCode).toBe(404);
    const api = await t.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('signs a customer up and issues an ID token', async () => {
    const user = await signUpTestUser(t.app);
    expect(user.token.split('.')).toHaveLength(3);
    expect(await t.deps.verifyIdToken(user.token)).toMatchObject({ id: user.id, email: user.email });
  });

  it('refuses a malformed sign-up with a 4xx and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'not-an-email', password: 'x', name: 'x' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
