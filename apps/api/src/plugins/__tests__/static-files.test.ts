import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TAGLINE = 'Blending creativity with AI to craft unique t-shirt designs.';

/** Each inline script's CSP source ('sha256-...'), computed here independently of the server. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
const scriptSrc = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp))?.[1]?.split(' ') ?? [];

// The web build's two kinds of page, as the server reads them: the SPA shell and the prerendered
// landing page variants (each with its own inline script here, so the CSP must cover both kinds).
const indexHtml = `<!doctype html><html><head><script>document.title = 'shell';</script>
<!--shop-config--></head><body><div id="root"></div></body></html>`;
const landingHtml = (
  order: string,
) => `<!doctype html><html><head><meta name="description" content="Describe a t-shirt design in words, get a generated print and order it on a shirt." /><script>document.title = 'landing';</script>
<!--shop-config--></head><body><div id="root"><main><div role="region" data-order="${order}"></div>
<h1><span><!--shop-name--></span></h1><p>${TAGLINE}</p></main></div></body></html>`;

// The prerendered login card, one page per set of single sign-on providers (apps/web prerender).
const loginHtml = (
  providers: string,
) => `<!doctype html><html><head><script>document.title = 'login';</script>
<!--shop-config--></head><body><div id="root"><main><span><!--shop-name--></span><h1>Welcome to <!--shop-name--></h1>
<form><input type="email" name="email"/><button>Continue with Email</button></form><p data-sso="${providers}"></p></main></div></body></html>`;

// The SPA shell for one page, with that page's chunks preloaded (apps/web route-pages).
const routeHtml = indexHtml.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/forbidden-Xy12.js"></head>',
);

/** The prerendered pages in each language, as apps/web/scripts/prerender.mjs lays them out. */
async function writeLocalePages(dist: string) {
  for (const locale of ['en', 'et']) {
    const words = (html: string) => (locale === 'et' ? html.replace('Welcome to', 'Tere tulemast,') : html);
    await mkdir(path.join(dist, 'landing', locale), { recursive: true });
    await writeFile(path.join(dist, 'landing', locale, '1.html'), words(landingHtml('1 2 3')));
    await writeFile(path.join(dist, 'landing', locale, '2.html'), words(landingHtml('4 5 6')));
    await mkdir(path.join(dist, 'login', locale), { recursive: true });
    for (const providers of ['none', 'github', 'facebook-github-google']) {
      await writeFile(path.join(dist, 'login', locale, `${providers}.html`), words(loginHtml(providers)));
    }
  }
}

describe('the web pages with a prerendered landing page', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await writeLocalePages(dist);
    await mkdir(path.join(dist, 'routes'));
    await writeFile(path.join(dist, 'routes', 'forbidden.html'), routeHtml);
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'app-Ab12.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'assets', 'app-Ab12.js.br'), brotliCompressSync('console.log(2)'));
    t = await createTestApp({ WEB_DIST_DIR: dist, SHOP_NAME: 'Tees & <Co> $&' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers / with the landing page markup, the shop name in its heading and the config', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1><span>Tees &amp; &lt;Co&gt; $&amp;</span></h1>');
    expect(res.body).toContain(`<p>${TAGLINE}</p>`);
    expect(res.body).not.toContain('<!--shop-name-->');
    const config = /<script id="shop-config" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(config!).shopName).toBe('Tees & <Co> $&');
  });

  it('sends a different shuffle of the wall than the visit before', async () => {
    const orders: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject('/');
      orders.push(/data-order="([^"]*)"/.exec(res.body)![1]!);
    }
    expect(new Set(orders)).toEqual(new Set(['1 2 3', '4 5 6']));
    orders.slice(1).forEach((order, i) => expect(order).not.toBe(orders[i]));
  });

  it('answers /login with the login card, the shop name filled in wherever it shows', async () => {
    for (const url of ['/login', '/login?error=access_denied']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<h1>Welcome to Tees &amp; &lt;Co&gt; $&amp;</h1>');
      expect(res.body).toContain('<span>Tees &amp; &lt;Co&gt; $&amp;</span>');
      expect(res.body).toContain('<button>Continue with Email</button>');
      expect(res.body).not.toContain('<!--shop-name-->');
      // No single sign-on is configured here: the card without its buttons.
      expect(res.body).toContain('data-sso="none"');
      expect(res.body).toContain('<script id="shop-config" type="application/json">');
    }
  });

  it("answers a page the build made a shell for with that shell, the page's chunks preloaded", async () => {
    const res = await t.app.inject('/forbidden');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/forbidden-Xy12.js">');
    expect(res.body).toContain('<script id="shop-config" type="application/json">');
    expect((await t.app.inject('/support')).body).not.toContain('modulepreload');
  });

  it('answers every other page with the SPA shell, config filled in', async () => {
    const res = await t.app.inject('/design');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script id="shop-config" type="application/json">');
  });

  it('allows, by hash, exactly the inline scripts of both pages in the CSP, so neither breaks', async () => {
    for (const url of ['/', '/login', '/forbidden', '/design']) {
      const res = await t.app.inject(url);
      const allowed = scriptSrc(res.headers['content-security-policy']);
      expect(inlineScripts(res.body)).toHaveLength(1);
      for (const hash of inlineScripts(res.body)) expect(allowed).toContain(hash);
      expect(allowed).not.toContain("'unsafe-inline'");
    }
  });

  it("sends each page in the visitor's language: the one chosen (cookie), else the browser's", async () => {
    const estonian = { 'accept-language': 'et-EE,et;q=0.9,en;q=0.5' };
    for (const url of ['/login', '/', '/forbidden', '/design']) {
      const res = await t.app.inject({ url, headers: estonian });
      expect(res.body).toContain('<html lang="et" data-locale="et">');
      expect(res.headers.vary).toBe('Cookie, Accept-Language');
      const chosen = await t.app.inject({ url, headers: { ...estonian, cookie: 'theme=dark; locale=en' } });
      expect(chosen.body).toContain('<html lang="en" data-locale="en">');
      const unknown = await t.app.inject({ url, headers: { cookie: 'locale=xx', 'accept-language': 'fi' } });
      expect(unknown.body).toContain('<html lang="en" data-locale="en">');
    }
    const card = await t.app.inject({ url: '/login', headers: estonian });
    expect(card.body).toContain('<h1>Tere tulemast, Tees &amp; &lt;Co&gt; $&amp;</h1>');
    const english = await t.app.inject('/login');
    expect(english.body).toContain('<h1>Welcome to Tees &amp; &lt;Co&gt; $&amp;</h1>');
  });

  it('switches a page to the language a link asks for (?lang=et) and keeps it in the cookie', async () => {
    for (const url of ['/?lang=et', '/login?lang=et', '/forbidden?lang=et']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en', cookie: 'locale=en' } });
      expect(res.body).toContain('<html lang="et" data-locale="et">');
      expect(res.headers['set-cookie']).toBe('locale=et; Path=/; Max-Age=31536000; SameSite=Lax');
    }
    // The description search engines and link previews show is in the page's language too.
    const estonian = await t.app.inject({ url: '/?lang=et' });
    expect(estonian.body).toContain(
      '<meta name="description" content="Kirjelda T-särgi kujundust sõnadega, saa valmis trükipilt ja telli see särgile." />',
    );
    // A language the shop does not speak changes nothing.
    const unknown = await t.app.inject({ url: '/?lang=xx', headers: { 'accept-language': 'et' } });
    expect(unknown.body).toContain('<html lang="et" data-locale="et">');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('never sends a page template itself', async () => {
    for (const url of [
      '/landing/en/1.html',
      '/login/et/none.html',
      '/landing/1.html',
      '/login/none.html',
      '/routes/forbidden.html',
      '/index.html',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<!--shop-config-->');
    }
  });

  it("serves the build's files by their exact names, cached for good, and nothing else", async () => {
    const asset = await t.app.inject('/assets/app-Ab12.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's Brotli copy (here different, to tell them apart) goes to a browser that takes it.
    const br = await t.app.inject({ url: '/assets/app-Ab12.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload).toEqual(brotliCompressSync('console.log(2)'));
    for (const alias of [
      '/assets/APP-ab12.js',
      '/Assets/app-Ab12.js',
      '/assets/app-Ab12.js/',
      '/assets/app-Ab12.js.br',
    ]) {
      expect((await t.app.inject(alias)).statusCode).toBe(404);
    }
  });
});

describe('the login page of a shop with single sign-on', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await writeLocalePages(dist);
    t = await createTestApp({ WEB_DIST_DIR: dist, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('is the card with the buttons of the providers it has', async () => {
    const res = await t.app.inject('/login');
    expect(res.body).toContain('data-sso="github"');
  });
});

describe('the web pages without a prerendered landing page', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers / and /login with the SPA shell, which renders those pages itself', async () => {
    expect((await t.app.inject('/login')).body).toContain('<div id="root"></div>');
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(scriptSrc(res.headers['content-security-policy'])).toContain(inlineScripts(res.body)[0]);
  });
});

const builtWeb = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

// The real build's pages (apps/web: `npm run build`), when there is one.
describe.skipIf(!existsSync(path.join(builtWeb, 'landing', 'en')))('the built landing page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: builtWeb, SHOP_NAME: 'Tee Studio' });
  });
  afterAll(() => t.close());

  it('is sent for / rendered: heading, tagline and 15 designs in the HTML, scripts allowed', async () => {
    const res = await t.app.inject('/');
    expect(res.body).toMatch(/<h1[^>]*><span[^>]*>Tee Studio<\/span><\/h1>/);
    expect(res.body).toContain(TAGLINE);
    expect(res.body).toMatch(/data-order="(\d+ ){14}\d+"/);
    expect(res.body.match(/<img [^>]*alt="T-Shirt Design \d+"/g)).toHaveLength(15);
    const allowed = scriptSrc(res.headers['content-security-policy']);
    expect(inlineScripts(res.body).length).toBeGreaterThan(0);
    for (const hash of inlineScripts(res.body)) expect(allowed).toContain(hash);
  });
});

describe.skipIf(!existsSync(path.join(builtWeb, 'login', 'en')))('the built login page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: builtWeb, SHOP_NAME: 'Tee Studio' });
  });
  afterAll(() => t.close());

  it('is sent for /login with the login card in the HTML, before any script runs', async () => {
    const res = await t.app.inject('/login');
    expect(res.body).toMatch(/<h1[^>]*>Welcome to Tee Studio<\/h1>/);
    expect(res.body).toMatch(/<input[^>]*type="email"/);
    expect(res.body).toContain('Continue with Email');
    expect(res.body).not.toContain('Or continue with');
  });
});
