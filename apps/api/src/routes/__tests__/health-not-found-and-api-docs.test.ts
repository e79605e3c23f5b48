import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('the health check, unknown paths and the API document', () => {
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

  it('answers 503 with Retry-After while the database does not answer', async () => {
    const ping = vi.spyOn(t.deps.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    ping.mockRestore();
    expect((await t.app.inject('/healthz')).headers['retry-after']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/v1/nope');
    expect(res.statusCode).toBe(404);
    const api = await t.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    // A client author learns there how to get the bearer /v1 wants.
    expect(res.json().components.securitySchemes.bearer.description).toContain('GET /api/auth/token');
    expect(res.json().info.description).toContain('examples/api-quick-start.mjs');
  });
});
