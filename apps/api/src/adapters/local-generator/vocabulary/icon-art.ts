import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon';
import { iconToSVG } from '@iconify/utils/lib/svg/build';
import { ART_KINDS, ART_SETS, type ArtKind } from './art-sets';

/** One icon ready to place: its SVG body (ids unique in the document) in a width x height box. */
export type IconArt = {
  kind: ArtKind;
  name: string;
  body: string;
  /** The icon's viewBox. */
  box: { x: number; y: number; w: number; h: number };
};

type IconifyJSON = Parameters<typeof getIconData>[0];

const require = createRequire(import.meta.url);
const sets = new Map<ArtKind, IconifyJSON>();

/**
 * The icon set's JSON, parsed on first use and kept: fluent 9 MB (~100 ms), noto 25 MB (~250 ms),
 * game-icons 6 MB, high-contrast 3 MB; ~90 MB of heap for all four. `warmUpArt` loads them before
 * the first design so no customer waits for it.
 */
function iconSet(kind: ArtKind): IconifyJSON {
  let set = sets.get(kind);
  if (!set) {
    const file = require.resolve(`@iconify-json/${ART_SETS[kind]}/icons.json`);
    set = JSON.parse(readFileSync(file, 'utf8')) as IconifyJSON;
    sets.set(kind, set);
  }
  return set;
}

/** Loads every set, one per event-loop turn, so a server stays responsive while it warms up. */
export async function warmUpArt(): Promise<void> {
  for (const kind of ART_KINDS) {
    await new Promise((resolve) => setImmediate(resolve));
    iconSet(kind);
  }
}

// Icons that make resvg panic (which aborts the whole process): drawn from another set instead.
const unrenderable = new Set(['noto:package']);

/** The icon's markup, or undefined when the set has no such icon; `newId` makes its ids unique. */
export function iconArt(kind: ArtKind, name: string, newId: () => string): IconArt | undefined {
  if (unrenderable.has(`${kind}:${name}`)) return undefined;
  const data = getIconData(iconSet(kind), name);
  if (!data) return undefined;
  const svg = iconToSVG(data);
  const [x, y, w, h] = svg.viewBox;
  // Several icons share one SVG document: their gradient and clip ids must not collide.
  const body = renameIds(svg.body, newId);
  // Game icons paint in currentColor; the style decides the colour, black until it does.
  return { kind, name, body: body.replace(/currentColor/g, '#000'), box: { x, y, w, h } };
}

/**
 * Gives every id in the body a new name from `newId`, with its references: the same document
 * always gets the same ids (iconify's own replaceIDs numbers them from a global counter).
 */
function renameIds(body: string, newId: () => string): string {
  const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  let out = body;
  for (const id of ids) {
    const fresh = newId();
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out
      .replace(new RegExp(`\\sid="${escaped}"`, 'g'), ` id="${fresh}"`)
      .replace(new RegExp(`url\\(#${escaped}\\)`, 'g'), `url(#${fresh})`)
      .replace(new RegExp(`href="#${escaped}"`, 'g'), `href="#${fresh}"`);
  }
  return out;
}
