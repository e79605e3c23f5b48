import { AwsClient } from 'aws4fetch';
import { assertPublicKey, assertSafeKey, isPrivateKey, type BlobStore } from '../../ports/blob-store';

/** SigV4 query signatures live at most a week. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

export type S3Options = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Any S3-compatible endpoint (MinIO, R2, Hetzner...); AWS when unset. */
  endpoint?: string | undefined;
  /** Where browsers and the print producer fetch files; the bucket's URL when unset. */
  publicUrl?: string | undefined;
};

/**
 * Design files in an S3-compatible bucket, signed with SigV4 (aws4fetch: a few kB instead of the
 * whole AWS SDK). Path-style URLs work with every S3-compatible service.
 */
export function createS3BlobStore(options: S3Options): BlobStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const endpoint = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(/\/$/, '');
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${endpoint}/${options.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const fail = async (what: string, res: Response) => {
    throw new Error(`S3 ${what} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  };
  return {
    async put(key, body, contentType) {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          // Keys are unguessable and never reused, so clients may cache them forever.
          'cache-control': `${isPrivateKey(key) ? 'private' : 'public'}, max-age=31536000, immutable`,
        },
      });
      if (!res.ok) await fail(`PUT ${key}`, res);
    },
    async get(key) {
      const res = await client.fetch(objectUrl(key));
      if (res.status === 404) return null;
      if (!res.ok) await fail(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail(`DELETE ${key}`, res);
    },
    publicUrl(key) {
      assertPublicKey(key);
      if (!options.publicUrl) return objectUrl(key);
      return `${options.publicUrl.replace(/\/$/, '')}/${key}`;
    },
    /** A presigned GET (SigV4 in the query), so the bucket itself can keep private/ closed. */
    async signedUrl(key, expiresAt) {
      const url = new URL(objectUrl(key));
      const seconds = Math.ceil((expiresAt.getTime() - Date.now()) / 1000);
      url.searchParams.set('X-Amz-Expires', String(Math.min(Math.max(seconds, 1), MAX_PRESIGN_SECONDS)));
      const signed = await client.sign(url.toString(), { method: 'GET', aws: { signQuery: true } });
      return signed.url;
    },
  };
}
