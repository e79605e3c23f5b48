import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../ports/clock';
import { isPrivateKey, isSafeKey, verifyMediaSignature } from '../ports/blob-store';

export type MediaOptions = {
  mediaDir: string;
  /** Private media (print files) are served only with a signature made with this secret. */
  mediaSigningSecret: string;
  clock: Clock;
};

/** Files that never change under their name: the build's hashed assets, media keys. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, max-age=600';

/**
 * GET /media/{key}: locally stored design files. Our own route, not the static plugin's wildcard:
 * that lists every directory on the path of every request (the designs folder holds one entry per
 * design, so each image cost more as the shop grew) to refuse a differently spelled alias of a
 * file. Here a key must be one the store could have written (no `..`, hidden file or empty
 * segment reaches the disk), and a private file needs a signature for the key as spelled, which
 * no alias has (`isPrivateKey` judges case-blind, as a case-insensitive disk would read the key).
 */
export async function registerMediaFiles(app: FastifyInstance, options: MediaOptions) {
  mkdirSync(options.mediaDir, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: options.mediaDir,
      serve: false,
      // Media keys are unguessable and never reused, so the files can be cached forever; a signed
      // private file only by the browser that asked for it. Their URLs are absolute (PUBLIC_URL):
      // a page at the shop's other local origin (127.0.0.1 for localhost) shows them too, so they
      // may be embedded cross-origin, like a bucket's files. Set only when the file is sent.
      setHeaders: (res, filePath) => {
        const key = path.relative(options.mediaDir, filePath).split(path.sep).join('/');
        res.header('cache-control', isPrivateKey(key) ? PRIVATE : IMMUTABLE);
        res.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
    scope.get('/media/*', { schema: { hide: true } }, (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isSafeKey(key)) return reply.callNotFound();
      if (isPrivateKey(key)) {
        const query = (request.query ?? {}) as { expires?: unknown; signature?: unknown };
        if (!verifyMediaSignature(options.mediaSigningSecret, key, query, options.clock.now())) {
          return reply.callNotFound();
        }
      }
      return reply.sendFile(key);
    });
  });
}
