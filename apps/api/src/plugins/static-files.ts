import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../ports/clock';
import { isPrivateKey, verifyMediaSignature } from '../ports/blob-store';
import { apiNotFound } from './error-handler';

export type StaticOptions = {
  webDistDir: string;
  catalogDir: string;
  mediaDir: string;
  /** Private media (print files) are served only with a signature made with this secret. */
  mediaSigningSecret: string;
  clock: Clock;
  /**
   * JSON the SPA reads at boot (shop name, support e-mail, payment provider...); the shop name
   * also goes into the prerendered landing page's heading.
   */
  publicConfig: { shopName: string };
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, max-age=600';

/**
 * The built pages: index.html (the SPA's shell, for every route) and dist/landing/*.html (the web
 * build's prerendered landing page, a few shuffles of its wall of designs, for `/`).
 */
export function readPageTemplates(webDistDir: string): { index: string | null; landing: string[] } {
  const indexFile = path.join(webDistDir, 'index.html');
  const landingDir = path.join(webDistDir, 'landing');
  const landingFiles = existsSync(landingDir)
    ? readdirSync(landingDir).filter((file) => file.endsWith('.html'))
    : [];
  return {
    index: existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null,
    landing: landingFiles.sort().map((file) => readFileSync(path.join(landingDir, file), 'utf8')),
  };
}

/** Every page the server may send, as sent (their inline scripts are what the CSP must allow). */
export function servedPages(webDistDir: string): string[] {
  const { index, landing } = readPageTemplates(webDistDir);
  return index ? [index, ...landing] : landing;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Serves the built SPA with history fallback, the catalog and mockups, and locally stored media.
 * The page's runtime config is injected into the pages once at start-up: no extra request.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions) {
  const templates = readPageTemplates(options.webDistDir);
  const config = `<script id="shop-config" type="application/json">${JSON.stringify(options.publicConfig).replace(/</g, '\\u003c')}</script>`;
  const shopName = escapeHtml(options.publicConfig.shopName);
  // Replacer functions: a `$` in the config must not read as a replacement pattern.
  const indexHtml = templates.index?.replace('<!--shop-config-->', () => config) ?? null;
  const landingHtml = templates.landing.map((page) =>
    page.replace('<!--shop-config-->', () => config).replace('<!--shop-name-->', () => shopName),
  );

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
    // A print file belongs to its owner: without a valid, unexpired signature it is a plain 404.
    allowedPath: (pathName, _root, request) => {
      const key = pathName.replace(/^\/+/, '');
      if (!isPrivateKey(key)) return true;
      const query = (request.query ?? {}) as { expires?: unknown; signature?: unknown };
      return verifyMediaSignature(options.mediaSigningSecret, key, query, options.clock.now());
    },
    // Media keys are unguessable and never reused, so the files can be cached forever; a signed
    // private file only by the browser that asked for it. Their URLs are absolute (PUBLIC_URL):
    // a page at the shop's other local origin (127.0.0.1 for localhost) shows them too, so they
    // may be embedded cross-origin, like a bucket's files.
    setHeaders: (res, filePath) => {
      const key = path.relative(options.mediaDir, filePath).split(path.sep).join('/');
      res.header('cache-control', isPrivateKey(key) ? PRIVATE : IMMUTABLE);
      res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  if (existsSync(options.webDistDir)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      decorateReply: false,
      // The landing page templates are sent for `/` only, filled in (never raw, without config).
      allowedPath: (pathName) => !pathName.startsWith('/landing/'),
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
      },
    });
  }

  const sendPage = (reply: FastifyReply, html: string | null | undefined) => {
    if (!html) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  };
  const sendIndex = (reply: FastifyReply) => sendPage(reply, indexHtml);
  let lastLanding = 0;
  // The prerendered landing page when the build made one (its markup shows before any script
  // runs: DESIGN.md's Lighthouse budget), else the SPA renders it. Never the page sent last, so
  // a visitor who reloads sees the wall reshuffled, as the spec asks.
  const sendLanding = (reply: FastifyReply) => {
    if (landingHtml.length === 0) return sendIndex(reply);
    lastLanding =
      (lastLanding + 1 + Math.floor(Math.random() * (landingHtml.length - 1))) % landingHtml.length;
    return sendPage(reply, landingHtml[lastLanding]);
  };
  // The static plugin would answer the bare directory with 403; the landing page is the SPA's.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendLanding(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !/^\/(v1|api|media|catalog|assets|docs)(\/|$)/.test(url);
    if (!isPage || path.extname(url) !== '') {
      return reply.status(404).send(apiNotFound(`Route ${request.method} ${url} not found`));
    }
    return sendIndex(reply);
  });
}
