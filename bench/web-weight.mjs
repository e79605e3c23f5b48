// Page weight from Vite's manifest: the gzip bytes of JS a first visit to a route downloads
// before the visitor acts, that is the static-import closure of every chunk the route renders,
// and the message catalogues it renders with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// DESIGN.md's budgets (kB gzip): the landing page, the login page, and every other route.
export const routeBudgetsKb = { landing: 90, login: 100, other: 150 };

// The lazy chunks each route renders, outermost first (app/router.tsx): `/` renders the bare
// landing page and its own chunk, without the app (decision 010); every other route loads the app
// (app/boot.tsx: one chunk with the router, the provider shell and the page frame), then its own.
const app = ['app/app.tsx'];
// The frame's cart button is a lazy chunk, but it renders at once for a signed-in customer on every
// framed route but checkout and the console, so it counts for the routes only customers see.
const signedIn = [...app, 'features/cart/components/cart-button.tsx'];
const routes = {
  landing: ['features/landing/index.ts'],
  // A first visit to /login renders the login card without the app and the router (app/boot.tsx).
  login: ['app/bare-login.tsx'],
  design: [...signedIn, 'app/routes/design.tsx'],
  checkout: [...app, 'app/routes/checkout.tsx'],
  'order-history': [...signedIn, 'app/routes/order-history.tsx'],
  profile: [...signedIn, 'app/routes/profile.tsx'],
  // Visitors' first visits (Lighthouse measures these pages signed out): the page comes rendered
  // by the server, and app/hydrate-app.tsx takes it over.
  support: [...app, 'app/hydrate-app.tsx', 'app/layout/footer.tsx', 'app/routes/support.tsx'],
  forbidden: [...app, 'app/hydrate-app.tsx', 'app/layout/footer.tsx', 'app/routes/forbidden.tsx'],
  // The operator console opens on its overview (an index route of its own). It shows no cart
  // button (features/cart/hooks/use-cart-button-shown.ts), so the button's chunk never loads there.
  admin: [...app, 'app/routes/admin.tsx', 'app/routes/admin-overview.tsx'],
};

// The message catalogues each route loads before it renders (apps/web/src/app/router.tsx and
// app/boot.tsx): its texts in the page's language, a chunk of their own per language. A part that
// renders later (a dialog, the payment step, an order's details) loads its own with its chunk.
const routeTexts = {
  landing: ['common', 'landing'],
  login: ['common', 'auth'],
  design: ['common', 'designer'],
  checkout: ['common', 'checkout'],
  'order-history': ['common', 'orders', 'statuses'],
  profile: ['common', 'profile'],
  support: ['common', 'footer', 'support'],
  forbidden: ['common', 'footer'],
  admin: ['common', 'admin', 'statuses'],
};
const LOCALES = ['en', 'et'];

export function routeWeights(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const gz = new Map();
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gz.get(file);
  };
  const keyOf = (name) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(name));
    if (!key) throw new Error(`${name} is not a chunk of the build`);
    return key;
  };
  // Static imports only: what the browser fetches before the chunk can run.
  const closure = (key, seen) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  };
  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  const weigh = (names, base = new Set()) => {
    const keys = new Set(base);
    for (const name of names) closure(keyOf(name), keys);
    return [...keys].reduce((sum, k) => sum + sizeOf(manifest[k].file), 0);
  };
  const entry = new Set();
  closure(
    Object.keys(manifest).find((k) => manifest[k].isEntry),
    entry,
  );

  // A route weighs what it downloads in the language whose texts are the heavier.
  const catalogueFile = (locale, area) => {
    const chunk = manifest[`src/locales/${locale}/${area}.po`];
    if (!chunk) throw new Error(`${locale}/${area} is not a catalogue of the build`);
    return chunk.file;
  };
  const texts = (name, locale) =>
    routeTexts[name].reduce((sum, area) => sum + sizeOf(catalogueFile(locale, area)), 0);
  // The counted catalogues must hold every text the route's first load can show: a text from a
  // catalogue the route does not load would show as its id, and would weigh nothing here.
  const read = (file) => readFileSync(path.join(distDir, file), 'utf8');
  const idsIn = (file) => new Set([...read(file).matchAll(/"([\w-]{6})":\[/g)].map((m) => m[1]));
  const catalogueIds = new Map(
    Object.keys(manifest)
      .filter((k) => /^src\/locales\/en\/.+\.po$/.test(k))
      .map((k) => [k.slice('src/locales/en/'.length, -'.po'.length), idsIn(manifest[k].file)]),
  );
  const messageIds = new Set([...catalogueIds.values()].flatMap((ids) => [...ids]));
  const textsNotLoaded = (name, chunks) => {
    const keys = new Set(entry);
    for (const chunk of chunks) closure(keyOf(chunk), keys);
    const loaded = new Set(routeTexts[name].flatMap((area) => [...catalogueIds.get(area)]));
    const shown = [...keys].flatMap((k) => [...read(manifest[k].file).matchAll(/\bid:[`"]([\w-]{6})[`"]/g)]);
    return [...new Set(shown.map((m) => m[1]))].filter((id) => messageIds.has(id) && !loaded.has(id));
  };
  const routesKb = {};
  const textsKb = {};
  const overBudget = [];
  for (const [name, chunks] of Object.entries(routes)) {
    const budgetKb = routeBudgetsKb[name] ?? routeBudgetsKb.other;
    const missing = textsNotLoaded(name, chunks);
    if (missing.length) {
      throw new Error(`${name} shows texts of catalogues it does not load first: ${missing.join(', ')}`);
    }
    const textBytes = Math.max(...LOCALES.map((locale) => texts(name, locale)));
    routesKb[name] = kb(weigh(chunks, entry) + textBytes);
    textsKb[name] = kb(textBytes);
    if (routesKb[name] > budgetKb) overBudget.push(name);
  }
  const cssKb = Object.values(manifest)
    .flatMap((c) => c.css ?? [])
    .filter((f, i, all) => all.indexOf(f) === i)
    .reduce((sum, f) => sum + sizeOf(f), 0);
  return {
    entryKb: kb(weigh([], entry)),
    routesKb,
    textsKb,
    cssKb: kb(cssKb),
    budgetsKb: routeBudgetsKb,
    overBudget,
  };
}
