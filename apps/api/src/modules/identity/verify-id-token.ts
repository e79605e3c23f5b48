import type { Locale } from '@prompttee/domain';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { SessionStatus } from './identity-repository';

const KEY_RELOAD_INTERVAL_MS = 30_000;
const VERIFIED_CACHE_SIZE = 10_000;

/** The signed-in customer of a /v1 call; `locale` is the language they chose (null: not chosen). */
export type AuthUser = { id: string; email: string; sessionId: string | undefined; locale: Locale | null };
type TokenUser = Omit<AuthUser, 'locale'>;

/**
 * Verifies the bearer ID token of /v1 calls (signature, expiry, issuer, audience) against the
 * identity service's public keys. Keys are cached and reloaded when a token names an unknown key.
 * With `sessionStatus`, a token whose session was revoked or whose user was disabled is refused
 * too (see cached-identity-repository.ts), and the user's chosen language comes with the answer.
 */
export function createIdTokenVerifier(options: {
  issuer: string;
  audience: string;
  loadJwks: () => Promise<JSONWebKeySet>;
  sessionStatus?: (sessionId: string, userId: string) => Promise<SessionStatus>;
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
  const verified = new Map<string, { user: TokenUser; expiresAtMs: number }>();
  const remember = (token: string, user: TokenUser, exp: number | undefined) => {
    if (!exp) return;
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { user, expiresAtMs: exp * 1000 });
  };
  // The token's user while their session stands, with the language they chose; else null.
  const standing = async (user: TokenUser): Promise<AuthUser | null> => {
    if (!options.sessionStatus) return { ...user, locale: null };
    if (!user.sessionId) return null;
    const status = await options.sessionStatus(user.sessionId, user.id);
    return status.active ? { ...user, locale: status.locale } : null;
  };

  return async function verify(token: string): Promise<AuthUser | null> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAtMs <= Date.now()) {
        verified.delete(token);
        return null;
      }
      return standing(known.user);
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
      const signedIn = await standing(user);
      if (signedIn) remember(token, user, payload.exp);
      return signedIn;
    } catch {
      return null;
    }
  };
}
