import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { user } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

const signUpFrom = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { email: `origin-${crypto.randomUUID()}@example.com`, password: 'correct-horse-1', name: '' },
  });

describe('the shop origin', () => {
  it('defaults PUBLIC_URL to localhost on PORT and trusts both local names of that port', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.PUBLIC_URL).toBe('http://localhost:4000');
    expect(config.trustedOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
  });

  it('trusts only a PUBLIC_URL that is set', () => {
    const config = loadConfig({ PORT: '4000', PUBLIC_URL: 'https://shop.example/' });
    expect(config.PUBLIC_URL).toBe('https://shop.example/');
    expect(config.trustedOrigins).toEqual(['https://shop.example']);
  });

  describe('while PUBLIC_URL is unset', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PORT: '4000', PUBLIC_URL: '' });
    });
    afterAll(() => t.close());

    it('signs up from localhost and from 127.0.0.1 on its port', async () => {
      expect((await signUpFrom(t, 'http://localhost:4000')).statusCode).toBe(200);
      expect((await signUpFrom(t, 'http://127.0.0.1:4000')).statusCode).toBe(200);
    });

    it('refuses any other origin, another port included, and changes nothing', async () => {
      const users = async () => (await t.deps.db.select({ id: user.id }).from(user)).length;
      const before = await users();
      for (const origin of ['http://127.0.0.1:3000', 'http://localhost:4001', 'https://evil.example']) {
        const res = await signUpFrom(t, origin);
        expect(res.statusCode, origin).toBe(403);
        expect(res.json().code).toBe('INVALID_ORIGIN');
      }
      expect(await users()).toBe(before);
    });

    it('lets pages at either origin load the media it links absolutely', async () => {
      const csp = (await t.app.inject('/healthz')).headers['content-security-policy'] as string;
      expect(csp).toMatch(/img-src 'self' http:\/\/localhost:4000 http:\/\/127\.0\.0\.1:4000 /);
      await mkdir(path.join(t.dataDir, 'media/designs'), { recursive: true });
      await writeFile(path.join(t.dataDir, 'media/designs/thumb.webp'), 'not really a picture');
      const media = await t.app.inject('/media/designs/thumb.webp');
      expect(media.statusCode).toBe(200);
      expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // Everything else stays same-origin.
      expect((await t.app.inject('/healthz')).headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  });

  describe('while PUBLIC_URL is set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PORT: '4000', PUBLIC_URL: 'http://localhost:4000' });
    });
    afterAll(() => t.close());

    it('trusts only it', async () => {
      expect((await signUpFrom(t, 'http://localhost:4000')).statusCode).toBe(200);
      expect((await signUpFrom(t, 'http://127.0.0.1:4000')).statusCode).toBe(403);
    });
  });
});
