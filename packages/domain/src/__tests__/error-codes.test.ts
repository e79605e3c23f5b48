import { describe, expect, it } from 'vitest';
import { apiErrorSchema, errorCodeSchema, fieldErrorsOf, isErrorCode } from '../contracts/errors';

const body = { statusCode: 400, error: 'Bad Request', message: 'x' };

describe('error codes', () => {
  it('are one enum the error body is typed with: an unknown code breaks the contract', () => {
    for (const code of errorCodeSchema.options)
      expect(apiErrorSchema.safeParse({ ...body, code }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ ...body, code: 'VALIDATION_FAILED' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ ...body, code: '' }).success).toBe(false);
  });

  it('cover what the API and its sign-in bridge send, Fastify body codes included', () => {
    for (const code of [
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'NOT_FOUND',
      'RATE_LIMITED',
      'QUOTA_EXHAUSTED',
      'DATABASE_UNAVAILABLE',
      'INTERNAL',
      'INVALID_REDIRECT',
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
    expect(isErrorCode('Bad Request')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('carry per-field messages and keep details the contract does not name', () => {
    const parsed = apiErrorSchema.parse({
      ...body,
      code: 'BAD_REQUEST',
      details: { fields: { 'items.0.quantity': 'Too big' }, limit: 10 },
    });
    expect(parsed.details).toEqual({ fields: { 'items.0.quantity': 'Too big' }, limit: 10 });
    const notText = { ...body, code: 'BAD_REQUEST', details: { fields: { prompt: 1 } } };
    expect(apiErrorSchema.safeParse(notText).success).toBe(false);
  });

  it('turn issues into the first message per field', () => {
    expect(
      fieldErrorsOf([
        { field: 'card_number', message: 'first' },
        { field: 'card_number', message: 'second' },
        { field: 'items.1.designs.front', message: 'expired' },
      ]),
    ).toEqual({ card_number: 'first', 'items.1.designs.front': 'expired' });
  });
});
