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
});
