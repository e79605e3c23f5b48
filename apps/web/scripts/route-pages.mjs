// Step 4 of `npm run build`: writes dist/routes/<page>.html for the public pages the app renders
// (the support center, forbidden, about): the built index.html with a modulepreload link for
// every chunk the page needs. Otherwise the browser finds them one level at a time (entry, then
// app with its router, shell and frame, then the page). In Chromium throttled as a phone on 4G (150 ms
// RTT, 1.6 Mbps, 4x CPU), LCP went from 2.8 to 2.3 s on /forbidden and from 3.4 to 2.6 s on
// /support; Lighthouse's simulated LCP, bound by CPU time there, hardly moves. The server sends
// each for its path (apps/api/src/plugins/static-files.ts), with the page rendered into #root for
// a signed-out visitor (apps/api/src/plugins/public-pages.ts), and a script in the head that keeps
// the presses made before the app takes the page over (src/lib/early-clicks-script.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { preloadLinker, servedPageTemplate, withPreloads } from './preload-links.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const preloadLinks = preloadLinker(dist);

// What app/router.tsx renders on each page, outermost first, after app/boot.tsx loads the app.
const framed = [
  // Signed out, the page comes rendered, and this takes it over.
  'src/app/hydrate-app.tsx',
  // The app, with its router, providers and page frame.
  'src/app/app.tsx',
  // Visitors see these pages signed out, with the footer.
  'src/app/layout/footer.tsx',
];
const pages = {
  support: [...framed, 'src/app/routes/support.tsx'],
  forbidden: [...framed, 'src/app/routes/forbidden.tsx'],
  about: [...framed, 'src/app/routes/about.tsx'],
};

const { EARLY_CLICKS_SCRIPT } = await import(pathToFileURL(path.join(dist, '.server/entry-server.js')).href);
// The page shows without its script (the server sends it rendered), so the script comes at low
// priority, after the stylesheet and the font, and the page's chunks are asked for once the page
// has been painted: preloaded from the start, their 130 kB kept the first paint waiting
// (Lighthouse, /support: first paint 2.1-2.6 s, LCP 2.6-2.9 s, with them in the head).
const index = servedPageTemplate(dist, EARLY_CLICKS_SCRIPT);
const preloadAfterPaint = (files) => `<script>
      requestAnimationFrame(function () {
        setTimeout(function () {
          ${JSON.stringify(files)}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
        });
      });
    </script>
`;
rmSync(path.join(dist, 'routes'), { recursive: true, force: true });
mkdirSync(path.join(dist, 'routes'));
for (const [page, keys] of Object.entries(pages)) {
  writeFileSync(
    path.join(dist, 'routes', `${page}.html`),
    withPreloads(index, preloadAfterPaint(preloadLinks.chunkFiles(keys))),
  );
}
console.log(`route pages with their chunks preloaded: ${Object.keys(pages).join(', ')}`);
