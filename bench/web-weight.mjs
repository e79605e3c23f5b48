// Page weight from Vite's manifest: the gzip bytes of JS a first visit to a route downloads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function routeWeights(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const gz = new Map();
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gz.get(file);
  };
  // Static imports only: what the browser fetches before the route can render.
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const bytes = (keys) => [...new Set(keys)].reduce((sum, k) => sum + sizeOf(manifest[k].file), 0);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = [...closure(entryKey)];
  const routeKey = (name) => Object.keys(manifest).find((k) => k.endsWith(`app/routes/${name}.tsx`));
  // `/` renders the bare landing page from the entry; every other route first loads the app and
  // router chunks (app/boot.tsx), then the app shell, the frame and the route itself.
  const shell = [
    'app/app.tsx',
    'app/router.tsx',
    'app/layout/app-shell.tsx',
    'app/layout/page-frame-route.tsx',
  ]
    .map((n) => Object.keys(manifest).find((k) => k.endsWith(n)))
    .flatMap((k) => (k ? [...closure(k)] : []));
  const routes = {};
  for (const name of ['landing', 'login', 'design', 'checkout', 'order-history', 'profile', 'support']) {
    const key = routeKey(name);
    if (!key) continue;
    const own = name === 'landing' ? [] : [...closure(key)];
    const frame = name === 'login' ? shell.filter((k) => !k.endsWith('page-frame-route.tsx')) : shell;
    routes[name] = Math.round(bytes([...entry, ...(name === 'landing' ? [] : frame), ...own]) / 102.4) / 10;
  }
  const cssKb = Object.values(manifest)
    .flatMap((c) => c.css ?? [])
    .filter((f, i, all) => all.indexOf(f) === i)
    .reduce((sum, f) => sum + sizeOf(f), 0);
  return {
    entryKb: Math.round(bytes(entry) / 102.4) / 10,
    routesKb: routes,
    cssKb: Math.round(cssKb / 102.4) / 10,
  };
}
