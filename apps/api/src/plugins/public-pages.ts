import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale, PublicConfig } from '@prompttee/domain';
import escapeHtml from 'escape-html';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** What the web build's server-side bundle (apps/web/src/entry-server.tsx) offers the server. */
type ServerBundle = {
  renderPublicPage(pathname: string, config: PublicConfig, locale: Locale): Promise<string>;
  WEBSITE_URL_MARK: string;
};

const EMPTY_ROOT = '<div id="root"></div>';

// better-auth's session cookie; on https it carries the __Secure- prefix.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether the request carries a session: the visitor is (or was lately) signed in. */
export const hasSessionCookie = (request: FastifyRequest) =>
  SESSION_COOKIE.test(request.headers.cookie ?? '');

/**
 * A few public pages (/support, /forbidden, /about) sent with their markup rendered for a
 * signed-out visitor, so that a phone shows the page before the app's script has arrived and run
 * (the browser's app then hydrates it: apps/web/src/app/boot.tsx). Each page is rendered once, on
 * its first request, with the shop's own config; only the site's address is filled in per
 * request, as the address the browser asked at is the one it shows; each language is rendered once. Without the web build's
 * server bundle, or when a render fails, the page goes out as the app's bare shell, as before.
 */
export function publicPageRenderer(webDistDir: string, config: PublicConfig, log: FastifyBaseLogger) {
  const bundleFile = path.join(webDistDir, '.server', 'entry-server.js');
  const rendered = new Map<string, Promise<{ markup: string; mark: string } | null>>();
  const render = async (pathname: string, locale: Locale) => {
    if (!existsSync(bundleFile)) return null;
    try {
      const bundle = (await import(pathToFileURL(bundleFile).href)) as ServerBundle;
      return {
        markup: await bundle.renderPublicPage(pathname, config, locale),
        mark: bundle.WEBSITE_URL_MARK,
      };
    } catch (err) {
      log.error({ err, page: pathname }, 'could not render the public page; sending the bare app shell');
      return null;
    }
  };

  /** `shell` (the filled page template) with `pathname` rendered into its root, when it can be. */
  return async function withMarkup(shell: string, pathname: string, request: FastifyRequest, locale: Locale) {
    if (!shell.includes(EMPTY_ROOT)) return shell;
    const key = `${locale}${pathname}`;
    let page = rendered.get(key);
    if (!page) rendered.set(key, (page = render(pathname, locale)));
    const done = await page;
    if (!done) return shell;
    const origin = escapeHtml(`${request.protocol}://${request.host}`);
    const markup = done.markup.replaceAll(done.mark, () => origin);
    return shell.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
  };
}
