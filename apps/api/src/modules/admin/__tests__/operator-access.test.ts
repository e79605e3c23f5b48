import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser } from '../../../testing/test-app';
import { createAdminTestApp, verify, type AdminTestApp } from './admin-test-app';

describe('operator check on /v1/admin', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => t.close());

  it('lets a verified account in ADMIN_EMAILS in, whatever the case of its address', async () => {
    const res = await t.call('GET', '/overview');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orders_today: 0, open_alerts: [] });
    expect((await t.call('GET', '/session')).json()).toEqual({ email: t.operator.email });
  });

  it('answers 403 to a customer, on every admin route', async () => {
    await verify(t, t.customer);
    for (const [method, url] of [
      ['GET', '/session'],
      ['GET', '/overview'],
      ['GET', '/orders'],
      ['GET', '/customers'],
      ['GET', '/designs'],
      ['GET', '/alerts'],
      ['POST', `/customers/${t.operator.id}/disable`],
      ['POST', '/orders/not-a-uuid/refund'],
    ] as const) {
      const res = await t.call(method, url, undefined, t.customer);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('answers 403 to an unverified account whose e-mail is in ADMIN_EMAILS', async () => {
    const claimant = await signUpTestUser(t.app, 'someone@else.example');
    expect((await t.call('GET', '/orders', undefined, claimant)).statusCode).toBe(403);
    await verify(t, claimant);
    expect((await t.call('GET', '/orders', undefined, claimant)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/orders' });
    expect(res.statusCode).toBe(401);
  });

  it('documents the admin API in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/v1/admin/orders', '/v1/admin/orders/{order_id}/refund', '/v1/admin/alerts']),
    );
  });
});
