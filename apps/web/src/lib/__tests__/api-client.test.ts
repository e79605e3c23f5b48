import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

const getIdToken = vi.fn<(force?: boolean) => Promise<string | null>>();
vi.mock('../id-token', () => ({ getIdToken: (force?: boolean) => getIdToken(force) }));

const { api, ApiError } = await import('../api-client');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the product API client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    getIdToken.mockResolvedValue('token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    getIdToken.mockReset();
  });

  it('sends the bearer ID token and validates the answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { n: 1 }));
    await expect(api('/things', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 1 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it('retries once with a fresh token after a 401', async () => {
    getIdToken.mockImplementation(async (force) => (force ? 'token-2' : 'token-1'));
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHORIZED' })).mockResolvedValueOnce(json(200, {}));
    await api('/things');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const retry = fetchMock.mock.calls[1]![1]!;
    expect((retry.headers as Record<string, string>).authorization).toBe('Bearer token-2');
  });

  it("raises the spec's client errors", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(api('/things')).rejects.toMatchObject({ message: 'Network Error', code: 'NETWORK_ERROR' });
    fetchMock.mockResolvedValueOnce(json(404, { code: 'NOT_FOUND', message: 'Order not found' }));
    const err = await api('/things').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      message: 'Request failed with status code 404',
      code: 'NOT_FOUND',
      serverMessage: 'Order not found',
    });
  });

  it('keeps the per-field details of an error body, typed by the contract', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        statusCode: 400,
        code: 'BAD_REQUEST',
        error: 'Bad Request',
        message: 'postcode: Invalid postal code',
        details: {
          fields: { postcode: 'Invalid postal code' },
          issues: [{ field: 'postcode', message: 'x' }],
        },
      }),
    );
    const err = (await api('/things').catch((e: unknown) => e)) as InstanceType<typeof ApiError>;
    expect(err).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      serverMessage: 'postcode: Invalid postal code',
    });
    expect(err.fields).toEqual({ postcode: 'Invalid postal code' });
    expect(err.retryable).toBe(false);
  });

  it('reads what it can of a body that is not ours, and nothing from its text', async () => {
    fetchMock.mockResolvedValueOnce(json(418, { code: 'TEAPOT', message: 'short and stout', details: 'x' }));
    const teapot = (await api('/things').catch((e: unknown) => e)) as InstanceType<typeof ApiError>;
    expect(teapot).toMatchObject({ status: 418, code: null, serverMessage: 'short and stout', details: {} });
    expect(teapot.fields).toEqual({});
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const proxy = (await api('/things').catch((e: unknown) => e)) as InstanceType<typeof ApiError>;
    expect(proxy).toMatchObject({ status: 502, code: null, serverMessage: null });
  });

  it('says which failures a retry may fix: our side, a vendor, no connection, a bare 5xx', () => {
    const err = (status: number | null, code: ConstructorParameters<typeof ApiError>[2]) =>
      new ApiError('x', status, code);
    expect(err(null, 'NETWORK_ERROR').retryable).toBe(true);
    expect(err(503, 'DATABASE_UNAVAILABLE').retryable).toBe(true);
    expect(err(502, 'UPSTREAM_FAILED').retryable).toBe(true);
    expect(err(500, 'INTERNAL').retryable).toBe(true);
    expect(err(504, null).retryable).toBe(true);
    expect(err(404, 'NOT_FOUND').retryable).toBe(false);
    expect(err(429, 'QUOTA_EXHAUSTED').retryable).toBe(false);
    expect(err(200, 'INVALID_RESPONSE').retryable).toBe(false);
    expect(err(404, null).retryable).toBe(false);
  });

  it('refuses an answer that breaks its contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { n: 'x' }));
    await expect(api('/things', { schema: z.object({ n: z.number() }) })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});
