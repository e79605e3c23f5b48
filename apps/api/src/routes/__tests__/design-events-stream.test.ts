import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS } from '../../plugins/security';
import { openEventStream } from '../../testing/event-stream';
import { bearer, createTestApp, signUpTestUser, type TestApp } from '../../testing/test-app';

describe('GET /v1/designs/events', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('opens with `ready` and the API header set, uncached and unbuffered by proxies', async () => {
    const user = await signUpTestUser(t.app);
    const stream = await openEventStream(`${baseUrl}/v1/designs/events`, bearer(user));
    try {
      expect(stream.response.status).toBe(200);
      expect(await stream.next('ready')).toMatchObject({ data: '{}' });
      const headers = Object.fromEntries(stream.response.headers);
      expect(headers).toMatchObject({
        ...API_HEADERS,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-accel-buffering': 'no',
      });
    } finally {
      await stream.close();
    }
  });

  it('refuses a request without a token', async () => {
    const stream = await openEventStream(`${baseUrl}/v1/designs/events`, {});
    expect(stream.response.status).toBe(401);
    await stream.close();
  });
});
