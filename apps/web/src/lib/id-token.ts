// Spec section 9: a token counts as expired 30 s before its expiry; it is refreshed 5 minutes
// before expiry; after a network failure the refresh retries from 30 s, doubling up to 16 min.
export const EXPIRY_SKEW_MS = 30_000;
export const REFRESH_AHEAD_MS = 5 * 60_000;
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 16 * 60_000;

type Cached = { token: string; expiresAt: number };
export type SessionEndReason = 'signed-out' | 'disabled';

let cached: Cached | null = null;
let inFlight: Promise<string | null> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = 0;
const listeners = new Set<(reason: SessionEndReason) => void>();

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

/** Called when the identity service says the session is gone or the user is disabled. */
export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function schedule(delayMs: number) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(
    () => {
      timer = null;
      void getIdToken(true);
    },
    Math.max(0, delayMs),
  );
}

async function fetchToken(): Promise<string | null> {
  let result: { data: { token: string } | null; error: { status: number; code?: string } | null };
  try {
    const { authClient } = await import('./auth-client');
    result = (await authClient.token()) as typeof result;
  } catch {
    // Offline or timed out: keep a still-valid token and try again later, backing off.
    retryDelay = retryDelay ? Math.min(retryDelay * 2, RETRY_MAX_MS) : RETRY_FIRST_MS;
    schedule(retryDelay);
    return cached && cached.expiresAt - EXPIRY_SKEW_MS > Date.now() ? cached.token : null;
  }
  const { data, error } = result;
  if (error || !data?.token) {
    const status = error?.status ?? 0;
    // By status: every 401/403 of the token endpoint ends the session, whatever better-auth's
    // code (UNAUTHORIZED, USER_DISABLED, a fresh-session check), and a proxy's answer has none.
    if (status === 401 || status === 403) {
      // The session is over (signed out elsewhere, revoked by a password change, expired) or
      // the user was disabled: spec section 4 signs them out.
      clearIdToken();
      const reason: SessionEndReason = error?.code === 'USER_DISABLED' ? 'disabled' : 'signed-out';
      for (const listener of listeners) listener(reason);
      return null;
    }
    // A server hiccup (429, 5xx) is retried like a network failure.
    retryDelay = retryDelay ? Math.min(retryDelay * 2, RETRY_MAX_MS) : RETRY_FIRST_MS;
    schedule(retryDelay);
    return cached && cached.expiresAt - EXPIRY_SKEW_MS > Date.now() ? cached.token : null;
  }
  retryDelay = 0;
  cached = { token: data.token, expiresAt: expiryOf(data.token) };
  schedule(cached.expiresAt - REFRESH_AHEAD_MS - Date.now());
  return data.token;
}

/**
 * The ID token for /v1 calls: the cached one while it is unexpired, otherwise a fresh one from
 * the session (null when there is no session). Concurrent callers share one refresh, and every
 * fresh token schedules the next refresh 5 minutes before it expires.
 */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  if (!forceRefresh && cached && cached.expiresAt - EXPIRY_SKEW_MS > Date.now()) return cached.token;
  inFlight ??= fetchToken().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Forgets the token and stops refreshing it (on log-out). */
export function clearIdToken() {
  cached = null;
  retryDelay = 0;
  if (timer) clearTimeout(timer);
  timer = null;
}
