import Fastify from 'fastify';
import { formatDateUtc } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { AppError, fieldError, notFound } from '../../../errors';
import { registerErrorHandler } from '../../../plugins/error-handler';
import { translateError } from '../translate-error';

describe('error messages in the request language', () => {
  it('translates a field error, keeping the field name', () => {
    expect(translateError('size: Required', 'et')).toBe('size: Kohustuslik');
  });

  it('translates "not found" and a quota message with an Estonian date', () => {
    expect(translateError('Order not found', 'et')).toBe('Tellimust ei leitud');
    const date = formatDateUtc(new Date('2026-12-01T00:00:00Z'), 'et');
    expect(date).toBe('01.12.2026');
    expect(translateError('Quota exhausted. Resets on Dec 1, 2026.', 'et')).toBe(
      `Kvoot on täis. See uueneb ${date}.`,
    );
  });

  it('keeps English and unknown messages unchanged', () => {
    expect(translateError('Order not found', 'en')).toBe('Order not found');
    expect(translateError('Something nobody wrote down', 'et')).toBe('Something nobody wrote down');
  });

  it('translates the services’ failures, and a reason inside a message as a message of its own', () => {
    expect(translateError('openai took too long', 'et')).toBe(
      'Teenus openai ei vastanud lubatud aja jooksul',
    );
    expect(translateError('fulfillmentStatus is required', 'et')).toBe('fulfillmentStatus on kohustuslik');
    expect(
      translateError(
        'The producer refused the order: No producer product for tee-white-m in producer-map.json',
        'et',
      ),
    ).toBe(
      'Tootja keeldus tellimusest: Failis producer-map.json puudub tootele tee-white-m vastav tootja toode',
    );
  });

  it('says which text it could not translate, and sends it as it is', () => {
    const untranslated: string[] = [];
    const note = (text: string) => untranslated.push(text);
    expect(translateError('The producer refused the order: Out of ink', 'et', note)).toBe(
      'Tootja keeldus tellimusest: Out of ink',
    );
    expect(translateError('size: Something nobody wrote down', 'et', note)).toBe(
      'size: Something nobody wrote down',
    );
    expect(translateError('Order not found', 'et', note)).toBe('Tellimust ei leitud');
    expect(translateError('Anything at all', 'en', note)).toBe('Anything at all');
    expect(untranslated).toEqual(['Out of ink', 'Something nobody wrote down']);
  });

  it('answers in Estonian at the handler for Accept-Language: et, English otherwise', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/missing', () => {
      throw notFound('Order');
    });
    app.get('/field', () => {
      throw fieldError('size', 'Required');
    });
    app.get('/quota', () => {
      throw new AppError('QUOTA_EXHAUSTED', 'Quota exhausted. Resets on Dec 1, 2026.');
    });
    const get = (url: string, lang: string) =>
      app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

    const missing = await get('/missing', 'et-EE,et;q=0.9');
    expect([missing.statusCode, missing.json().code, missing.json().message]).toEqual([
      404,
      'NOT_FOUND',
      'Tellimust ei leitud',
    ]);
    const field = (await get('/field', 'et')).json();
    expect([field.message, field.details.issues, field.details.fields]).toEqual([
      'size: Kohustuslik',
      [{ field: 'size', message: 'Kohustuslik' }],
      { size: 'Kohustuslik' },
    ]);
    const quota = await get('/quota', 'et');
    expect([quota.statusCode, quota.json().message]).toEqual([429, 'Kvoot on täis. See uueneb 01.12.2026.']);
    expect((await get('/missing', 'en-GB')).json().message).toBe('Order not found');
    await app.close();
  });

  it('logs a message it sends untranslated, with its language', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    registerErrorHandler(app);
    app.get('/refused', () => {
      throw new AppError('CONFLICT', 'The producer refused the order: Out of ink');
    });
    const answer = await app.inject({ method: 'GET', url: '/refused', headers: { 'accept-language': 'et' } });
    expect(answer.json().message).toBe('Tootja keeldus tellimusest: Out of ink');
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; text?: string; locale?: string });
    expect(logged.filter((entry) => entry.text)).toMatchObject([
      { text: 'Out of ink', locale: 'et', msg: 'an error message has no text in the request language' },
    ]);
    await app.close();
  });
});
