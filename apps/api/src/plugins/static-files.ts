import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiNotFound } from './error-handler';

export type StaticOptions = {
  webDistDir: string;
  catalogDir: string;
  mediaDir: string;
  /** JSON the SPA reads at boot (shop name, support e-mail, payment provider...). */
  publicConfig: unknown;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA with history fallback, the catalog and mockups, and locally stored media.
 * The page's runtime config is injected into index.html once at start-up: no extra request.
 */
export function readIndexHtml(webDistDir: string): string | null {
  const indexFile = path.join(webDistDir, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
}

export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions) {
  const template = readIndexHtml(options.webDistDir);
  const indexHtml = template
    ? template.replace(
        '<!--shop-config-->',
        `<script id="shop-config" type="application/json">${JSON.stringify(options.publicConfig).replace(/</g, '\\u003c')}</script>`,
      )
    : null;

  await app.register(fastifyStatic, {
    root: options.catalogDir,
    prefix: '/catalog/',
    decorateReply: false,
    // Mockups and catalog change only with a deploy; a day of caching with revalidation is safe.
    maxAge: '1d',
  });
  mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    // Media keys are unguessable and never reused, so the files can be cached forever.
    setHeaders: (res) => res.header('cache-control', IMMUTABLE),
  });
  if (existsSync(options.webDistDir)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      decorateReply: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  };
  // The static plugin would answer the bare directory with 403; the landing page is the SPA.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !/^\/(v1|api|media|catalog|assets|docs)(\/|$)/.test(url);
    if (!isPage || path.extname(url) !== '') {
      return reply.status(404).send(apiNotFound(`Route ${request.method} ${url} not found`));
    }
    return sendIndex(reply);
  });
}
