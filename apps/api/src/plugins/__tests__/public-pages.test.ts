import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const shell = (page: string) => `<!doctype html><html><head><script>document.title = '${page}';</script>
<!--shop-config--></head><body><div id="root"></div></body></html>`;

// A stand-in for the web build's server bundle: says what it was asked to render, and counts.
const fakeBundle = `
globalThis.renders = (globalThis.renders ?? 0);
export const WEBSITE_URL_MARK = '__SITE__';
export async function renderPublicPage(pathname, config) {
  globalThis.renders += 1;
  if (pathname === '/about') throw new Error('a component broke');
  return '<main><h1>' + pathname + '</h1><p>' + config.supportEmail + '</p><p>at __SITE__</p></main>';
}`;

const rendersSoFar = () => (globalThis as { renders?: number }).renders ?? 0;
const SESSION = 'better-auth.session_token=abc.def';

describe('the public pages the server renders for signed-out visitors', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await writeFile(path.join(dist, 'index.html'), shell('shell'));
    await mkdir(path.join(dist, 'routes'));
    for (const page of ['support', 'forbidden', 'about']) {
      await writeFile(path.join(dist, 'routes', `${page}.html`), shell(page));
    }
    await mkdir(path.join(dist, '.server'));
    await writeFile(path.join(dist, '.server', 'entry-server.js'), fakeBundle);
    t = await createTestApp({ WEB_DIST_DIR: dist, SUPPORT_EMAIL: 'help@tees.example' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("sends the page rendered into the root, with the shop's config and the address asked at", async () => {
    const res = await t.app.inject({ url: '/support', headers: { host: 'shop.example:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><main><h1>/support</h1><p>help@tees.example</p><p>at http://shop.example:8080</p></main></div>',
    );
    expect(res.body).toContain('<script id="shop-config" type="application/json">');
  });

  it('renders each page once, and escapes the address a request names', async () => {
    await t.app.inject('/forbidden');
    const before = rendersSoFar();
    const res = await t.app.inject({ url: '/forbidden', headers: { host: 'a"><script>x</script>' } });
    expect(rendersSoFar()).toBe(before);
    expect(res.body).not.toContain('<script>x</script>');
    expect(res.body).toContain('http://a&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
  });

  it('sends a visitor with a session the bare shell: their app renders their own frame', async () => {
    for (const cookie of [SESSION, `theme=dark; __Secure-${SESSION}`]) {
      const res = await t.app.inject({ url: '/support', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('never sends the server bundle itself', async () => {
    expect((await t.app.inject('/.server/entry-server.js')).statusCode).toBe(404);
  });

  it('sends the bare shell when the page cannot be rendered, never an error', async () => {
    const res = await t.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('the public pages without the server bundle', () => {
  it('go out as the bare shell, as before', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await writeFile(path.join(dist, 'index.html'), shell('shell'));
    await mkdir(path.join(dist, 'routes'));
    await writeFile(path.join(dist, 'routes', 'support.html'), shell('support'));
    const t = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      const res = await t.app.inject('/support');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await t.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

const builtWeb = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );

// The real build's pages (apps/web: `npm run build`), when there is one.
describe.skipIf(!existsSync(path.join(builtWeb, '.server')))('the built public pages of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST_DIR: builtWeb,
      SHOP_NAME: 'Tee & Studio',
      SUPPORT_EMAIL: 'help@tee-studio.example',
    });
  });
  afterAll(() => t.close());

  it("are sent rendered, with the shop's own details, and ask for their chunks once painted", async () => {
    const support = (await t.app.inject('/support')).body;
    expect(support).toMatch(/<h1[^>]*>Support Center<\/h1>/);
    expect(support).toContain('mailto:help@tee-studio.example');
    expect(support).toContain('Tee &amp; Studio');
    expect(support).toMatch(/"\/assets\/support-[^"]+\.js"/);
    expect(support).not.toContain('rel="modulepreload" crossorigin href="/assets/support-');
    expect((await t.app.inject('/forbidden')).body).toMatch(/<h1[^>]*>403 Forbidden<\/h1>/);
    expect((await t.app.inject('/about')).body).toContain('Tee &amp; Studio');
  });

  it('have every inline script allowed by the CSP, the early-press keeper among them', async () => {
    const res = await t.app.inject('/support');
    const allowed = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    const early = await readFile(path.join(builtWeb, 'routes', 'support.html'), 'utf8');
    expect(early).toContain('window.__earlyClicks');
    expect(inlineScripts(res.body).length).toBeGreaterThanOrEqual(3);
    for (const hash of inlineScripts(res.body)) expect(allowed).toContain(hash);
  });
});
