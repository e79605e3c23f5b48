import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

const KEY_RELOAD_INTERVAL_MS = 30_000;
const VERIFIED_CACHE_SIZE = 10_000;

export type AuthUser = { id: string; email: string; sessionId: string | undefined };

/**
 * Verifies the bearer ID token of /v1 calls (signature, expiry, issuer, audience) against the
 * identity service's public keys. Keys are cached and reloaded when a token names an unknown key.
 * With `isSessionActive`, a token whose session was revoked or whose user was disabled is refused
 * too (see cached-identity-repository.ts).
 */
export function createIdTokenVerifier(options: {
  issuer: string;
  audience: string;
  loadJwks: () => Promise<JSONWebKeySet>;
  isSessionActive?: (sessionId: string, userId: string) => Promise<boolean>;
}) {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  let knownKids = new Set<string>();
  let lastRefresh = 0;

  const refresh = async () => {
    lastRefresh = Date.now();
    const jwks = await options.loadJwks();
    knownKids = new Set(jwks.keys.map((k) => k.kid).filter((k): k is string => !!k));
    keySet = createLocalJWKSet(jwks);
  };

  // A token's signature and claims never change, so a verified token is remembered until it
  // expires: verifying EdDSA on every call was a quarter of an API request's CPU.
  const verified = new Map<string, { user: AuthUser; expiresAtMs: number }>();
  const remember = (token: string, user: AuthUser, exp: number | undefined) => {
    if (!exp) return;
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { user, expiresAtMs: exp * 1000 });
  };
  const sessionStillActive = async (user: AuthUser) =>
    !options.isSessionActive ||
    (!!user.sessionId && (await options.isSessionActive(user.sessionId, user.id)));

  return async function verify(token: string): Promise<AuthUser | null> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAtMs <= Date.now()) {
        verified.delete(token);
        return null;
      }
      return (await sessionStillActive(known.user)) ? known.user : null;
    }
    try {
      const kid = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid;
      // A forged token with a made-up key id must not make every request reload the keys.
      const unknownKid = typeof kid === 'string' && !knownKids.has(kid);
      if (
        !keySet ||
        (unknownKid && (knownKids.size === 0 || Date.now() - lastRefresh > KEY_RELOAD_INTERVAL_MS))
      )
        await refresh();
      const { payload } = await jwtVerify(token, keySet!, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['EdDSA'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
      const user = { id: payload.sub, email: payload.email, sessionId };
      if (!(await sessionStillActive(user))) return null;
      remember(token, user, payload.exp);
      return user;
    } catch {
      return null;
    }
  };
}
