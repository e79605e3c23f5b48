import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const bucket = { STORAGE: 's3', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

describe('the origin public files are served from', () => {
  it('is the shop itself with local files', () => {
    expect(loadConfig({}).publicFileOrigin).toBeNull();
  });

  it("is S3_PUBLIC_URL's origin, http: as well as https:", () => {
    const http = {
      ...bucket,
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_URL: 'http://files.lan:9000/shop/',
    };
    expect(loadConfig(http).publicFileOrigin).toBe('http://files.lan:9000');
    const https = { ...bucket, S3_PUBLIC_URL: 'https://cdn.example.com/shop' };
    expect(loadConfig(https).publicFileOrigin).toBe('https://cdn.example.com');
  });

  it("is the endpoint's origin without S3_PUBLIC_URL, and AWS's in the bucket's region without either", () => {
    expect(loadConfig({ ...bucket, S3_ENDPOINT: 'http://minio.lan:9000' }).publicFileOrigin).toBe(
      'http://minio.lan:9000',
    );
    expect(loadConfig({ ...bucket, S3_REGION: 'eu-north-1' }).publicFileOrigin).toBe(
      'https://s3.eu-north-1.amazonaws.com',
    );
  });

  it('refuses http: files for an https: shop, naming the variable, as browsers would not show them', () => {
    const shop = { ...bucket, PUBLIC_URL: 'https://shop.example.com' };
    expect(() => loadConfig({ ...shop, S3_PUBLIC_URL: 'http://files.example.com' })).toThrow(
      /S3_PUBLIC_URL must be https: when PUBLIC_URL is/,
    );
    expect(() => loadConfig({ ...shop, S3_ENDPOINT: 'http://minio.lan:9000' })).toThrow(
      /S3_ENDPOINT must be https: when PUBLIC_URL is .* or set S3_PUBLIC_URL/,
    );
    // A private endpoint behind a public https: address is fine, and so is this machine itself.
    const behind = {
      ...shop,
      S3_ENDPOINT: 'http://minio.lan:9000',
      S3_PUBLIC_URL: 'https://files.example.com',
    };
    expect(loadConfig(behind).publicFileOrigin).toBe('https://files.example.com');
    expect(loadConfig({ ...shop, S3_PUBLIC_URL: 'http://localhost:9000/shop' }).publicFileOrigin).toBe(
      'http://localhost:9000',
    );
  });

  it('refuses other schemes, naming the variable', () => {
    expect(() => loadConfig({ ...bucket, S3_PUBLIC_URL: 'ftp://files.example.com' })).toThrow(
      /S3_PUBLIC_URL/,
    );
  });
});
