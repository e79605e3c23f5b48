import Fastify from 'fastify';
import { generateKeyPair, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../../db/schema';
import { currentUser, requireBearer } from '../../../plugins/authenticate';
import { registerErrorHandler } from '../../../plugins/error-handler';
import { createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../../testing/test-app';
import { ID_TOKEN_LIFETIME_SECONDS } from '../create-auth';
import { createIdTokenVerifier } from '../verify-id-token';
import { idToken } from './identity-helpers';

const ISSUER = 'http://localhost:3000';
const AUDIENCE = 'http://localhost:3000/v1';

describe('ID tokens for the product API', () => {
  let t: TestApp;
  let customer: TestUser;
  // A tiny /v1 route behind the same bearer check every product route uses.
  const probe = Fastify();
  beforeAll(async () => {
    t = await createTestApp();
    customer = await signUpTestUser(t.app);
    registerErrorHandler(probe);
    await probe.register(
      async (v1) => {
        requireBearer(v1, t.deps.verifyIdToken);
        v1.get('/whoami', async (request) => currentUser(request));
      },
      { prefix: '/v1' },
    );
    await probe.ready();
  });
  afterAll(async () => {
    await probe.close();
    await t.close();
  });

  const whoami = (authorization?: string) =>
    probe.inject({ method: 'GET', url: '/v1/whoami', headers: authorization ? { authorization } : {} });
  const sign = (payload: Record<string, unknown>) =>
    t.deps.auth.api.signJWT({ body: { payload } }).then((r) => r.token);
  const claims = (extra: Record<string, unknown> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return {
      sub: customer.id,
      email: customer.email,
      iss: ISSUER,
      aud: AUDIENCE,
      iat: now,
      exp: now + 600,
      ...extra,
    };
  };

  it('issues a short-lived EdDSA JWT with the shop as issuer and the product API as audience', async () => {
    const [header, payload] = customer.token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'EdDSA', kid: expect.any(String) });
    expect(payload).toMatchObject({ iss: ISSUER, aud: AUDIENCE, sub: customer.id, email: customer.email });
    expect(payload.exp - payload.iat).toBe(ID_TOKEN_LIFETIME_SECONDS);
    expect(typeof payload.sid).toBe('string');
  });

  it('serves the public keys as a JWKS, without private parts', async () => {
    const res = await t.app.inject('/api/auth/jwks');
    expect(res.statusCode).toBe(200);
    const { keys } = res.json<{ keys: Record<string, unknown>[] }>();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('lets a /v1 call through with a valid bearer token', async () => {
    const res = await whoami(`Bearer ${customer.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: customer.id, email: customer.email });
  });

  it('answers 401 without the header, or with a malformed one', async () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      `Basic ${customer.token}`,
      'Bearer not.a.jwt',
      'Bearer x y',
    ]) {
      const res = await whoami(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('answers 401 to an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(
      claims({ sid: await sessionIdOf(customer.id), iat: now - 1000, exp: now - 10 }),
    );
    expect((await whoami(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('answers 401 to a token from another issuer or for another audience, though signed by our key', async () => {
    const sid = await sessionIdOf(customer.id);
    const control = await sign(claims({ sid }));
    expect((await whoami(`Bearer ${control}`)).statusCode).toBe(200);
    const otherIssuer = await sign(claims({ sid, iss: 'https://evil.example' }));
    expect((await whoami(`Bearer ${otherIssuer}`)).statusCode).toBe(401);
    const otherAudience = await sign(claims({ sid, aud: 'https://evil.example/v1' }));
    expect((await whoami(`Bearer ${otherAudience}`)).statusCode).toBe(401);
  });

  it('answers 401 to a forged token: another key under our key id, alg none, or a tampered payload', async () => {
    const kid = JSON.parse(Buffer.from(customer.token.split('.')[0]!, 'base64url').toString()).kid;
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ email: customer.email, sid: await sessionIdOf(customer.id) })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject(customer.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    expect((await whoami(`Bearer ${forged}`)).statusCode).toBe(401);

    const [, payload, signature] = customer.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url')}.${payload}.`;
    expect((await whoami(`Bearer ${none}`)).statusCode).toBe(401);
    const other = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...other, sub: 'someone-else' })).toString('base64url');
    expect((await whoami(`Bearer ${customer.token.split('.')[0]}.${tampered}.${signature}`)).statusCode).toBe(
      401,
    );
  });

  it('answers 401 once the session behind a token is revoked', async () => {
    const other = await signUpTestUser(t.app);
    await t.deps.db.delete(session).where(eq(session.userId, other.id));
    // A fresh verifier: the shared one may hold a 15 s answer for this session.
    const verify = createIdTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      loadJwks: () => t.deps.auth.api.getJwks(),
      sessionStatus: async (sid, uid) => ({
        active: (await t.deps.db.select().from(session).where(eq(session.id, sid))).some(
          (s) => s.userId === uid,
        ),
        locale: null,
      }),
    });
    expect(await verify(other.token)).toBeNull();
    expect(await verify(customer.token)).not.toBeNull();
  });

  it('refuses a token that names an unknown key without reloading the keys for every request', async () => {
    let loads = 0;
    const verify = createIdTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      loadJwks: () => {
        loads++;
        return t.deps.auth.api.getJwks();
      },
    });
    expect(await verify(customer.token)).not.toBeNull();
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    for (let i = 0; i < 5; i++) {
      const token = await new SignJWT({ email: 'x@example.com' })
        .setProtectedHeader({ alg: 'EdDSA', kid: `made-up-${i}` })
        .setSubject('x')
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setExpirationTime('5m')
        .sign(privateKey);
      expect(await verify(token)).toBeNull();
    }
    expect(loads).toBe(1);
  });

  it('gives a disabled user neither a session nor a token, and revokes their sessions', async () => {
    const other = await signUpTestUser(t.app);
    await t.deps.db.update(user).set({ disabled: true }).where(eq(user.id, other.id));
    const token = await idToken(t, other.cookie);
    expect(token.statusCode).toBe(403);
    expect(token.json()).toMatchObject({ code: 'USER_DISABLED' });
    expect(await t.deps.db.select().from(session).where(eq(session.userId, other.id))).toEqual([]);
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: other.cookie },
    });
    expect(got.json()).toBeNull();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: other.email, password: 'correct-horse-1' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'USER_DISABLED' });
    expect(signIn.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/session_token=[^;]+/)]),
    );
  });

  async function sessionIdOf(userId: string) {
    const [row] = await t.deps.db.select().from(session).where(eq(session.userId, userId)).limit(1);
    return row!.id;
  }
});
