import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type BlobStore } from '../../ports/blob-store';

/** Files under DATA_DIR/media, served by the shop itself at /media/<key>. */
export function createLocalBlobStore(options: { dir: string; publicBaseUrl: string }): BlobStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(options.dir, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      return readFile(fileOf(key)).catch(() => null);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${options.publicBaseUrl.replace(/\/$/, '')}/media/${key}`;
    },
  };
}
