import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

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
    await expect(api('/things')).rejects.toThrow('Network Error');
    fetchMock.mockResolvedValueOnce(json(404, { code: 'NOT_FOUND', message: 'Order not found' }));
    const err = await api('/things').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      message: 'Request failed with status code 404',
      code: 'NOT_FOUND',
      serverMessage: 'Order not found',
    });
  });

  it('refuses an answer that breaks its contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { n: 'x' }));
    await expect(api('/things', { schema: z.object({ n: z.number() }) })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});
