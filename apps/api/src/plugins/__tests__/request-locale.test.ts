import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@prompttee/domain';
import { requireBearer } from '../authenticate';
import { requestLocale } from '../request-locale';

// Bearer tokens name the account's saved language here: 'none', 'et', 'en' or an unknown 'fi'.
const verify = async (token: string) => ({
  id: 'u1',
  email: 'a@example.com',
  sessionId: 's1',
  locale: (token === 'none' ? null : token) as Locale | null,
});

describe('the language of a request', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.get('/open', async (request) => ({ locale: requestLocale(request) }));
    await app.register(async (v1) => {
      requireBearer(v1, verify);
      v1.get('/v1/me', async (request) => ({ locale: requestLocale(request) }));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const localeOf = async (url: string, headers: Record<string, string>) =>
    (await app.inject({ url, headers })).json().locale;

  it("is the signed-in account's saved language, whatever the browser asks", async () => {
    expect(await localeOf('/v1/me', { authorization: 'Bearer et', 'accept-language': 'en-GB,en' })).toBe(
      'et',
    );
    expect(await localeOf('/v1/me', { authorization: 'Bearer en', 'accept-language': 'et-EE' })).toBe('en');
  });

  it('is the browser’s Accept-Language when the account chose none, or a language the shop does not speak', async () => {
    expect(
      await localeOf('/v1/me', { authorization: 'Bearer none', 'accept-language': 'et-EE,et;q=0.9' }),
    ).toBe('et');
    expect(await localeOf('/v1/me', { authorization: 'Bearer fi', 'accept-language': 'et' })).toBe('et');
    expect(await localeOf('/open', { 'accept-language': 'fi-FI, et;q=0.5, en;q=0.4' })).toBe('et');
  });

  it('is English when nothing names a language the shop speaks', async () => {
    expect(await localeOf('/open', {})).toBe('en');
    expect(await localeOf('/open', { 'accept-language': 'fi, de;q=0.8, *;q=0.1' })).toBe('en');
    expect(await localeOf('/v1/me', { authorization: 'Bearer none', 'accept-language': 'xx;q=abc' })).toBe(
      'en',
    );
  });
});
