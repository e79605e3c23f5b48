import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdTokenVerifier } from '../verify-id-token';

async function setup(isSessionActive: (sid: string, uid: string) => Promise<boolean>) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA' };
  const loadJwks = vi.fn(async () => ({ keys: [jwk] }));
  const verify = createIdTokenVerifier({
    issuer: 'https://shop',
    audience: 'https://shop/v1',
    loadJwks,
    sessionStatus: async (sid, uid) => ({ active: await isSessionActive(sid, uid), locale: null }),
  });
  const sign = (expSeconds: number) =>
    new SignJWT({ email: 'a@example.com', sid: 's1' })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject('u1')
      .setIssuer('https://shop')
      .setAudience('https://shop/v1')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expSeconds)
      .sign(privateKey);
  return { verify, sign, loadJwks };
}

describe('ID token verification cache', () => {
  afterEach(() => vi.useRealTimers());

  it('remembers a verified token but still asks whether its session is active', async () => {
    const active = vi.fn(async () => true);
    const { verify, sign } = await setup(active);
    const token = await sign(600);
    expect(await verify(token)).toMatchObject({ id: 'u1', sessionId: 's1' });
    active.mockResolvedValueOnce(false);
    expect(await verify(token)).toBeNull();
    expect(await verify(token)).toMatchObject({ id: 'u1' });
    expect(active).toHaveBeenCalledTimes(3);
  });

  it('refuses a remembered token once it expires', async () => {
    const { verify, sign } = await setup(async () => true);
    const token = await sign(60);
    expect(await verify(token)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verify(token)).toBeNull();
  });

  it('never remembers a token that failed verification', async () => {
    const { verify, sign } = await setup(async () => true);
    const token = await sign(600);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await verify(forged)).toBeNull();
    expect(await verify(forged)).toBeNull();
  });
});
