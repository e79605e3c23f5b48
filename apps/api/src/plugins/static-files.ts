import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import escapeHtml from 'escape-html';
import { LOCALES, type Locale, type PublicConfig } from '@prompttee/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translateError } from '../i18n/errors/translate-error';
import { apiNotFound } from './error-handler';
import { requestLocale } from './request-locale';
import { IMMUTABLE, registerMediaFiles, type MediaOptions } from './media-files';
import { inLanguage, pageLocale } from './page-locale';
import { hasSessionCookie, publicPageRenderer } from './public-pages';

export type StaticOptions = MediaOptions & {
  webDistDir: string;
  catalogDir: string;
  /**
   * JSON the SPA reads at boot (shop name, support e-mail, payment provider...); the shop name
   * also goes into the prerendered pages, and the login page shows the single sign-on providers.
   */
  publicConfig: PublicConfig;
};

type PageTemplates = {
  index: string | null;
  landing: Record<Locale, string[]>;
  login: Record<Locale, Map<string, string>>;
  routes: Map<string, string>;
};

const perLocale = <T>(make: (locale: Locale) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

const htmlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.html'))
        .sort()
    : [];

/** The prerendered login page's name for a set of providers, as the web build names them. */
export const loginPageName = (ssoProviders: Record<string, boolean>) =>
  Object.keys(ssoProviders)
    .filter((provider) => ssoProviders[provider])
    .sort()
    .join('-') || 'none';

/**
 * The built pages: index.html (the SPA's shell, for every route), dist/landing/<locale>/*.html
 * (the web build's prerendered landing page, a few shuffles of its wall of designs, for `/`),
 * dist/login/<locale>/<providers>.html (the login card, one per set of single sign-on providers) and
 * dist/routes/<page>.html (the shell with the chunks of /<page> preloaded, for a few public pages).
 */
export function readPageTemplates(webDistDir: string): PageTemplates {
  const indexFile = path.join(webDistDir, 'index.html');
  const read = (dir: string) => (file: string) => readFileSync(path.join(webDistDir, dir, file), 'utf8');
  const byName = (dir: string) =>
    new Map(
      htmlFiles(path.join(webDistDir, dir)).map((file) => [file.replace(/\.html$/, ''), read(dir)(file)]),
    );
  return {
    index: existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null,
    landing: perLocale((locale) =>
      htmlFiles(path.join(webDistDir, 'landing', locale)).map(read(`landing/${locale}`)),
    ),
    login: perLocale((locale) => byName(`login/${locale}`)),
    routes: byName('routes'),
  };
}

/** Every page the server may send, as sent (their inline scripts are what the CSP must allow). */
export function servedPages(webDistDir: string): string[] {
  const { index, landing, login, routes } = readPageTemplates(webDistDir);
  const prerendered = LOCALES.flatMap((locale) => [...landing[locale], ...login[locale].values()]);
  return [...(index ? [index] : []), ...prerendered, ...routes.values()];
}

/**
 * Serves the built SPA with history fallback, the catalog and mockups, and locally stored media.
 * The page's runtime config is injected into the pages once at start-up: no extra request.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions) {
  const templates = readPageTemplates(options.webDistDir);
  const config = `<script id="shop-config" type="application/json">${JSON.stringify(options.publicConfig).replace(/</g, '\\u003c')}</script>`;
  const shopName = escapeHtml(options.publicConfig.shopName);
  // Replacer functions: a `$` in the config must not read as a replacement pattern.
  const index = templates.index?.replace('<!--shop-config-->', () => config) ?? null;
  const indexHtml = perLocale((locale) => (index ? inLanguage(index, locale) : null));
  const fill = (page: string) =>
    page.replace('<!--shop-config-->', () => config).replaceAll('<!--shop-name-->', () => shopName);
  const landingHtml = perLocale((locale) =>
    templates.landing[locale].map((page) => inLanguage(fill(page), locale)),
  );
  // The login card as this shop shows it (its single sign-on buttons); else the SPA renders it.
  const loginHtml = perLocale((locale) => {
    const page = templates.login[locale].get(loginPageName(options.publicConfig.ssoProviders));
    return page ? inLanguage(fill(page), locale) : indexHtml[locale];
  });

  // The catalog's and the web build's files change only with a deploy, so each is a route of its
  // own, found at start-up (wildcard: false): a request is one exact, case-sensitive route match.
  // With wildcard routing, @fastify/static lists every directory on the path of every request, to
  // refuse a differently spelled alias of a file (10 % of the shop's CPU in the journeys).
  await app.register(fastifyStatic, {
    root: options.catalogDir,
    prefix: '/catalog/',
    wildcard: false,
    decorateReply: false,
    // Mockups change only with a deploy; a day of caching with revalidation is safe. The
    // catalogue itself is the operator's, served live (routes/catalog-document.ts).
    maxAge: '1d',
    globIgnore: ['catalog.json'],
  });
  await registerMediaFiles(app, options);
  if (existsSync(options.webDistDir)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build's Brotli and gzip copies (apps/web/scripts/precompress.mjs) go to the browsers
      // that accept them, as the file they are a copy of; compressing per request cost CPU.
      preCompressed: true,
      // The page templates are sent filled in (below), never raw without their config.
      globIgnore: ['index.html', 'landing/**', 'login/**', 'routes/**', '**/*.br', '**/*.gz'],
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
      },
    });
  }

  const sendPage = (reply: FastifyReply, html: string | null | undefined) => {
    if (!html) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    // Worded for the visitor: a cache must not hand one visitor's language to the next.
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .send(html);
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(reply, indexHtml[pageLocale(request, reply)]);
  let lastLanding = 0;
  // The prerendered landing page when the build made one (its markup shows before any script
  // runs: DESIGN.md's Lighthouse budget), else the SPA renders it. Never the page sent last, so
  // a visitor who reloads sees the wall reshuffled, as the spec asks.
  const sendLanding = (request: FastifyRequest, reply: FastifyReply) => {
    const pages = landingHtml[pageLocale(request, reply)];
    if (pages.length === 0) return sendIndex(request, reply);
    lastLanding = (lastLanding + 1 + Math.floor(Math.random() * (pages.length - 1))) % pages.length;
    return sendPage(reply, pages[lastLanding]);
  };
  // The static plugin would answer the bare directory with 403; the landing page is the SPA's.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendLanding(request, reply));
  // A signed-in visitor gets the card too, until the script sends them on (app/boot.tsx).
  app.get('/login', { schema: { hide: true } }, (request, reply) =>
    sendPage(reply, loginHtml[pageLocale(request, reply)]),
  );
  // Pages the SPA renders, sent with their chunks preloaded (apps/web/scripts/route-pages.mjs)
  // and, to a signed-out visitor, already rendered.
  const withMarkup = publicPageRenderer(options.webDistDir, options.publicConfig, app.log);
  for (const [page, html] of templates.routes) {
    const filled = perLocale((locale) => inLanguage(fill(html), locale));
    app.get(`/${page}`, { schema: { hide: true } }, async (request, reply) => {
      const locale = pageLocale(request, reply);
      const shell = filled[locale];
      return sendPage(
        reply,
        hasSessionCookie(request) ? shell : await withMarkup(shell, `/${page}`, request, locale),
      );
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !/^\/(v1|api|media|catalog|assets|docs)(\/|$)/.test(url);
    if (!isPage || path.extname(url) !== '') {
      const message = `Route ${request.method} ${url} not found`;
      return reply.status(404).send(apiNotFound(translateError(message, requestLocale(request))));
    }
    return sendIndex(request, reply);
  });
}
