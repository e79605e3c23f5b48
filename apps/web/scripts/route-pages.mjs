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

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// What app/router.tsx renders on each page, outermost first, after app/boot.tsx loads the app.
const framed = [
  'src/app/app.tsx',
  'src/app/router.tsx',
  'src/app/layout/app-shell.tsx',
  'src/app/layout/page-frame-route.tsx',
];
const pages = {
  support: [...framed, 'src/app/routes/support.tsx'],
  forbidden: [...framed, 'src/app/routes/forbidden.tsx'],
  about: [...framed, 'src/app/routes/about.tsx'],
};

/** The chunk of `key` and every chunk it imports statically, into `files`. */
function collect(key, files, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route-pages: ${key} is not a chunk of the build`);
  if (seen.has(key)) return;
  seen.add(key);
  files.add(chunk.file);
  for (const dependency of chunk.imports ?? []) collect(dependency, files, seen);
}

// The entry's own chunks are in index.html already.
const entry = new Set();
collect(
  Object.keys(manifest).find((key) => manifest[key].isEntry),
  entry,
);

const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!index.includes('</head>')) throw new Error('route-pages: dist/index.html has no </head>');
rmSync(path.join(dist, 'routes'), { recursive: true, force: true });
mkdirSync(path.join(dist, 'routes'));
for (const [page, keys] of Object.entries(pages)) {
  const files = new Set();
  for (const key of keys) collect(key, files);
  const links = [...files]
    .filter((file) => !entry.has(file))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
  writeFileSync(
    path.join(dist, 'routes', `${page}.html`),
    index.replace(/\n\s*<\/head>/, () => `\n${links}  </head>`),
  );
}
console.log(`route pages with their chunks preloaded: ${Object.keys(pages).join(', ')}`);
