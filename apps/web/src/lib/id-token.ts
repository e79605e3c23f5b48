// Spec section 9: a token counts as expired 30 s before its expiry.
const EXPIRY_SKEW_MS = 30_000;

type Cached = { token: string; expiresAt: number };
let cached: Cached | null = null;
let inFlight: Promise<string | null> | null = null;

function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export function cachedTokenExpiry(): number | null {
  return cached?.expiresAt ?? null;
}

/**
 * The ID token for /v1 calls: the cached one while it is unexpired, otherwise a fresh one from
 * the session (null when there is no session). Concurrent callers share one refresh.
 */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  if (!forceRefresh && cached && cached.expiresAt - EXPIRY_SKEW_MS > Date.now()) return cached.token;
  inFlight ??= (async () => {
    try {
      const { authClient } = await import('./auth-client');
      const { data, error } = await authClient.token();
      if (error || !data?.token) {
        cached = null;
        return null;
      }
      cached = { token: data.token, expiresAt: expiryOf(data.token) };
      return data.token;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

export function clearIdToken() {
  cached = null;
}
