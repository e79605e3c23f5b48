import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('configuration', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      ROLE: 'all',
      IMAGE_GENERATOR: ['local'],
      DESIGN_QUOTA: 20,
      STORAGE: 'local',
      PASSWORD_SCRYPT_LOG_N: 17,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('keeps the password hash cost within scrypt limits that a server can bear', () => {
    expect(loadConfig({ PASSWORD_SCRYPT_LOG_N: '12' }).PASSWORD_SCRYPT_LOG_N).toBe(12);
    for (const bad of ['9', '21', '16.5', 'x']) {
      expect(() => loadConfig({ PASSWORD_SCRYPT_LOG_N: bad })).toThrow(/PASSWORD_SCRYPT_LOG_N/);
    }
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', STRIPE_SECRET_KEY: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', ROLE: 'boss', DESIGN_QUOTA: '-1' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'ROLE', 'DESIGN_QUOTA']) expect(text).toContain(name);
    }
  });

  it('requires the companions of a vendor key', () => {
    expect(() => loadConfig({ IMAGE_GENERATOR: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => loadConfig({ IMAGE_GENERATOR: 'openai,local' })).toThrow(/OPENAI_API_KEY/);
    expect(loadConfig({ IMAGE_GENERATOR: ' openai , local ', OPENAI_API_KEY: 'sk' }).IMAGE_GENERATOR).toEqual(
      ['openai', 'local'],
    );
    for (const bad of ['dall-e', 'local,local', 'openai,', '']) {
      expect(() => loadConfig({ IMAGE_GENERATOR: bad, OPENAI_API_KEY: 'sk' }), bad).toThrow(
        /IMAGE_GENERATOR/,
      );
    }
    expect(() => loadConfig({ IMAGE_DAILY_LIMIT: '0' })).toThrow(/IMAGE_DAILY_LIMIT/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });

  it('refuses a real print producer behind the test checkout', () => {
    expect(() => loadConfig({ GELATO_API_KEY: 'g', GELATO_WEBHOOK_SECRET: 's' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });
});
