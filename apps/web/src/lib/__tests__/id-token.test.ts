import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ token: vi.fn() }));
vi.mock('@/lib/auth-client', () => ({ authClient: client }));

const idToken = await import('../id-token');
const { getIdToken, clearIdToken, onSessionEnded, cachedTokenExpiry } = idToken;

const MIN = 60_000;
const jwtExpiringIn = (ms: number) => {
  const exp = Math.floor((Date.now() + ms) / 1000);
  return `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
};
const issue = (lifetimeMs = 15 * MIN) => {
  const token = jwtExpiringIn(lifetimeMs);
  client.token.mockResolvedValueOnce({ data: { token }, error: null });
  return token;
};
/** Lets the awaited dynamic import and the token promise settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  client.token.mockReset();
  clearIdToken();
});
afterEach(() => {
  clearIdToken();
  vi.useRealTimers();
});

describe('the ID token of the SPA (spec section 9)', () => {
  it('fetches a token once and serves it from cache while it is fresh', async () => {
    const token = issue();
    expect(await getIdToken()).toBe(token);
    expect(await getIdToken()).toBe(token);
    expect(client.token).toHaveBeenCalledTimes(1);
    expect(cachedTokenExpiry()).toBe(Math.floor((Date.now() + 15 * MIN) / 1000) * 1000);
  });

  it('shares one request between concurrent callers', async () => {
    issue();
    const [a, b] = await Promise.all([getIdToken(), getIdToken()]);
    expect(a).toBe(b);
    expect(client.token).toHaveBeenCalledTimes(1);
  });

  it('counts a token as expired 30 s before its expiry', async () => {
    issue(60_000);
    await getIdToken();
    vi.setSystemTime(Date.now() + 29_000);
    await getIdToken();
    expect(client.token).toHaveBeenCalledTimes(1);
    const next = issue();
    vi.setSystemTime(Date.now() + 2_000); // 31 s after issue: within 30 s of expiry
    expect(await getIdToken()).toBe(next);
    expect(client.token).toHaveBeenCalledTimes(2);
  });

  it('refreshes by itself 5 minutes before expiry', async () => {
    issue(15 * MIN);
    await getIdToken();
    const next = issue(15 * MIN);
    await vi.advanceTimersByTimeAsync(10 * MIN - 1_000);
    expect(client.token).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(client.token).toHaveBeenCalledTimes(2);
    expect(await getIdToken()).toBe(next);
  });

  it('after a network failure retries from 30 s, doubling up to 16 minutes', async () => {
    const first = issue(15 * MIN);
    await getIdToken();
    client.token.mockRejectedValue(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(10 * MIN); // the scheduled refresh fails
    await settle();
    expect(client.token).toHaveBeenCalledTimes(2);
    // The cached token is still good for the caller meanwhile.
    expect(await getIdToken()).toBe(first);

    const delays = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000];
    for (const [i, delay] of delays.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(client.token, `retry ${i + 1} not before ${delay} ms`).toHaveBeenCalledTimes(2 + i);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(client.token).toHaveBeenCalledTimes(3 + i);
    }
  });

  it('resets the back-off after a success', async () => {
    issue();
    await getIdToken();
    client.token.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(10 * MIN);
    await settle();
    issue(15 * MIN);
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(client.token).toHaveBeenCalledTimes(3);
    // Healthy again: the next call is the regular refresh 5 minutes before expiry, not a retry.
    issue(15 * MIN);
    await vi.advanceTimersByTimeAsync(9 * MIN + 29_000);
    await settle();
    expect(client.token).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(client.token).toHaveBeenCalledTimes(4);
  });

  it('tells listeners when the session is over or the user disabled, and stops refreshing', async () => {
    const ended: string[] = [];
    const stop = onSessionEnded((reason) => ended.push(reason));
    client.token.mockResolvedValueOnce({ data: null, error: { status: 401, code: 'UNAUTHORIZED' } });
    expect(await getIdToken()).toBeNull();
    client.token.mockResolvedValueOnce({ data: null, error: { status: 403, code: 'USER_DISABLED' } });
    expect(await getIdToken()).toBeNull();
    expect(ended).toEqual(['signed-out', 'disabled']);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(client.token).toHaveBeenCalledTimes(2);
    stop();
  });

  it('retries a server hiccup (5xx) with back-off instead of signing out', async () => {
    const ended: string[] = [];
    const stop = onSessionEnded((reason) => ended.push(reason));
    client.token.mockResolvedValueOnce({ data: null, error: { status: 503 } });
    expect(await getIdToken()).toBeNull();
    issue();
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(client.token).toHaveBeenCalledTimes(2);
    expect(ended).toEqual([]);
    stop();
  });
});
