import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertPublicKey, assertSafeKey, mediaSignature, type BlobStore } from '../../ports/blob-store';

export type LocalBlobStoreOptions = {
  dir: string;
  publicBaseUrl: string;
  /** Signs private file URLs; the static-files plugin checks them with the same secret. */
  signingSecret: string;
};

/** Files under DATA_DIR/media, served by the shop itself at /media/<key>. */
export function createLocalBlobStore(options: LocalBlobStoreOptions): BlobStore {
  const base = options.publicBaseUrl.replace(/\/$/, '');
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(options.dir, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed over: a reader (the media route, or the same file rendered
      // twice at once for its owner and its job) sees the old file or the new one, never a
      // half-written one whose length no longer matches what was sent as its Content-Length.
      // The dot-led name is one no key can spell, so the route never serves it.
      const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.partial`);
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      return readFile(fileOf(key)).catch(() => null);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      assertPublicKey(key);
      return `${base}/media/${key}`;
    },
    async signedUrl(key, expiresAt) {
      assertSafeKey(key);
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = mediaSignature(options.signingSecret, key, expires);
      return `${base}/media/${key}?expires=${expires}&signature=${signature}`;
    },
  };
}
