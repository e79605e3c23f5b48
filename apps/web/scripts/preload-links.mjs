// What the pages served from dist/ share: the modulepreload links a page needs for the chunks it
// renders, so the browser fetches them at once instead of finding them one import level at a time,
// and the template of a page the server sends rendered.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function preloadLinker(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

  /** The chunk of `key` and every chunk it imports statically, into `files`. */
  function collect(key, files, seen = new Set()) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build`);
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

  /** The chunks of `keys` the entry does not bring, as paths from the site's root. */
  function chunkFiles(keys) {
    const files = new Set();
    for (const key of keys) collect(key, files);
    return [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`);
  }

  /** `<link rel="modulepreload">` lines for the chunks of `keys` the entry does not bring. */
  const preloadLinks = (keys) =>
    chunkFiles(keys)
      .map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`)
      .join('');
  return Object.assign(preloadLinks, { chunkFiles });
}

/** `html` with `links` put at the end of its head. */
export function withPreloads(html, links) {
  if (!html.includes('</head>')) throw new Error('the built index.html has no </head>');
  return html.replace(/\n\s*<\/head>/, () => `\n${links}  </head>`);
}

/**
 * The built index.html for a page that comes rendered (the landing page, the login card, the
 * public pages): its script fetched at low priority, as the page shows without it, and in the
 * head `earlyClicksScript` (src/lib/early-clicks-script.ts), which keeps a press on a button made
 * before the script has run.
 */
export function servedPageTemplate(dist, earlyClicksScript) {
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const script = '<script type="module" crossorigin';
  for (const marker of [script, '<!--shop-config-->']) {
    if (!index.includes(marker)) throw new Error(`the built index.html has no ${marker}`);
  }
  return index
    .replace(script, () => '<script type="module" fetchpriority="low" crossorigin')
    .replace('<!--shop-config-->', () => `<script>${earlyClicksScript}</script>\n    <!--shop-config-->`);
}
