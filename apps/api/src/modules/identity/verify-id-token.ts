import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

export type AuthUser = { id: string; email: string; sessionId: string | undefined };

/**
 * Verifies the bearer ID token of /v1 calls (signature, expiry, issuer, audience) against the
 * identity service's public keys. Keys are cached and reloaded when a token names an unknown key.
 */
export function createIdTokenVerifier(options: {
  issuer: string;
  audience: string;
  loadJwks: () => Promise<JSONWebKeySet>;
}) {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  let knownKids = new Set<string>();

  const refresh = async () => {
    const jwks = await options.loadJwks();
    knownKids = new Set(jwks.keys.map((k) => k.kid).filter((k): k is string => !!k));
    keySet = createLocalJWKSet(jwks);
  };

  return async function verify(token: string): Promise<AuthUser | null> {
    try {
      const kid = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid;
      if (!keySet || (typeof kid === 'string' && !knownKids.has(kid))) await refresh();
      const { payload } = await jwtVerify(token, keySet!, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['EdDSA'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      return { id: payload.sub, email: payload.email, sessionId: payload.sid as string | undefined };
    } catch {
      return null;
    }
  };
}
