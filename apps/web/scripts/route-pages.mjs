// Step 4 of `npm run build`: writes dist/routes/<page>.html for the public pages the app renders
// (the support center, forbidden, about): the built index.html with a modulepreload link for
// every chunk the page needs. Otherwise the browser finds them one level at a time (entry, then
// app and router, then shell, frame and page). In Chromium throttled as a phone on 4G (150 ms
// RTT, 1.6 Mbps, 4x CPU), LCP went from 2.8 to 2.3 s on /forbidden and from 3.4 to 2.6 s on
// /support; Lighthouse's simulated LCP, bound by CPU time there, hardly moves. The server sends
// each for its path (apps/api/src/plugins/static-files.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preloadLinker, withPreloads } from './preload-links.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const preloadLinks = preloadLinker(dist);

// What app/router.tsx renders on each page, outermost first, after app/boot.tsx loads the app.
const framed = [
  'src/app/app.tsx',
  'src/app/router.tsx',
  'src/app/layout/app-shell.tsx',
  'src/app/layout/page-frame-route.tsx',
  // Visitors see these pages signed out, with the footer.
  'src/app/layout/footer.tsx',
];
const pages = {
  support: [...framed, 'src/app/routes/support.tsx'],
  forbidden: [...framed, 'src/app/routes/forbidden.tsx'],
  about: [...framed, 'src/app/routes/about.tsx'],
};

const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
rmSync(path.join(dist, 'routes'), { recursive: true, force: true });
mkdirSync(path.join(dist, 'routes'));
for (const [page, keys] of Object.entries(pages)) {
  writeFileSync(path.join(dist, 'routes', `${page}.html`), withPreloads(index, preloadLinks(keys)));
}
console.log(`route pages with their chunks preloaded: ${Object.keys(pages).join(', ')}`);
