import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicUrlWarning } from '../public-url-warning';

const stripe = { STRIPE_SECRET_KEY: 'sk_x', STRIPE_PUBLISHABLE_KEY: 'pk_x', STRIPE_WEBHOOK_SECRET: 'wh' };
const s3 = { STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

const warningFor = (env: Record<string, string>) => publicUrlWarning(loadConfig(env));

describe('the PUBLIC_URL warning at start-up', () => {
  it('stays quiet on the embedded defaults, with or without a local PUBLIC_URL', () => {
    expect(warningFor({})).toBeNull();
    expect(warningFor({ PUBLIC_URL: 'http://127.0.0.1:3000' })).toBeNull();
    expect(warningFor({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' })).toBeNull();
    expect(warningFor({ DATABASE_URL: 'postgres://postgres@localhost/shop' })).toBeNull();
  });

  it('names every real vendor configured while PUBLIC_URL is unset', () => {
    const warning = warningFor({
      ...stripe,
      ...s3,
      SMTP_URL: 'smtp://mail.example:587',
      GELATO_API_KEY: 'g',
      GELATO_WEBHOOK_SECRET: 'w',
      IMAGE_GENERATOR: 'openai',
      OPENAI_API_KEY: 'o',
      DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
    });
    expect(warning).toContain('PUBLIC_URL is http://localhost:3000');
    for (const name of [
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'GELATO_API_KEY',
      'STORAGE=s3',
      'IMAGE_GENERATOR=openai',
      'DATABASE_URL',
    ]) {
      expect(warning).toContain(name);
    }
    expect(warning).not.toContain('\n');
  });

  it('warns for one vendor and a PUBLIC_URL on any loopback or .localhost address', () => {
    for (const PUBLIC_URL of [
      'http://localhost:8080',
      'http://127.0.0.2',
      'http://[::1]:3000',
      'http://shop.localhost',
    ]) {
      expect(warningFor({ PUBLIC_URL, SMTP_URL: 'smtp://mail.example' })).toContain(
        `PUBLIC_URL is ${PUBLIC_URL}`,
      );
    }
  });

  it('stays quiet once PUBLIC_URL is a public address', () => {
    expect(warningFor({ ...stripe, ...s3, PUBLIC_URL: 'https://shop.example' })).toBeNull();
  });
});
