// Step 3 of `npm run build`: writes dist/landing/<n>.html, the built index.html with the landing
// page rendered into #root, each with its own shuffle of the wall of designs. The server sends one
// at random for GET / (apps/api/src/plugins/static-files.ts), so the wall still changes from one
// visit to the next, and the page shows before any script has run (docs/decisions/010).
// Likewise dist/login/<providers>.html, the login card for each set of single sign-on providers a
// shop may have configured ('none', 'github', 'facebook-google'...): the server sends its own.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { preloadLinker, servedPageTemplate, withPreloads } from './preload-links.mjs';

// Enough that a reload rarely shows a wall seen a moment ago (the server never repeats the last).
const VARIANTS = 12;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// Step 2's `vite build --ssr` output; the server renders a few public pages with it too.
const ssrDir = path.join(dist, '.server');

/** `text` with `from` replaced once; throws when the build's markup no longer has it. */
function replaceOnce(text, from, to) {
  if (!text.includes(from)) throw new Error(`prerender: dist/index.html has no ${from}`);
  return text.replace(from, () => to);
}

const { renderLanding, renderLogin, EARLY_CLICKS_SCRIPT, LOCALES } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);
// The pages are complete without their script, which only hydrates them (the buttons, loading the
// app): fetched at low priority, it leaves the bandwidth to the stylesheet, the font and the wall,
// and the login card is painted before the script runs (LCP 2.4 s, then 1.7 s, in the bench). Both
// pages keep a press on their buttons ('Get Started Now', 'Sign up') made before it has run.
const template = servedPageTemplate(dist, EARLY_CLICKS_SCRIPT);

rmSync(path.join(dist, 'landing'), { recursive: true, force: true });
rmSync(path.join(dist, 'login'), { recursive: true, force: true });
for (const locale of LOCALES) {
  mkdirSync(path.join(dist, 'landing', locale), { recursive: true });
  mkdirSync(path.join(dist, 'login', locale), { recursive: true });
}
// The landing page's own chunk, which app/boot.tsx imports for /, at the script's low priority.
const landingLinks = preloadLinker(dist)(['src/features/landing/index.ts']);
const landingTemplate = withPreloads(
  template,
  landingLinks.replaceAll('<link ', '<link fetchpriority="low" '),
);
// Each page in each language, the server sending the visitor's (<html lang> set as it sends it).
for (const locale of LOCALES) {
  for (let n = 1; n <= VARIANTS; n++) {
    const page = replaceOnce(
      landingTemplate,
      '<div id="root"></div>',
      `<div id="root">${renderLanding(locale)}</div>`,
    );
    writeFileSync(path.join(dist, 'landing', locale, `${n}.html`), page);
  }
}

const providers = ['facebook', 'github', 'google'];
for (let set = 0; set < 2 ** providers.length; set++) {
  const enabled = providers.filter((_, i) => set & (2 ** i));
  const sso = Object.fromEntries(providers.map((p) => [p, enabled.includes(p)]));
  for (const locale of LOCALES) {
    const card = renderLogin(sso, locale);
    const page = replaceOnce(template, '<div id="root"></div>', `<div id="root">${card}</div>`);
    writeFileSync(path.join(dist, 'login', locale, `${enabled.join('-') || 'none'}.html`), page);
  }
}
console.log(
  `prerendered ${VARIANTS} landing pages into dist/landing/<locale>/, ${2 ** providers.length} login pages into dist/login/<locale>/, for ${LOCALES.join(', ')}`,
);
