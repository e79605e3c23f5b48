// `npx tsx bench/prompt-sheet.ts [tuning] [seed]`: the reported half of the held-out prompts (or
// the tuning half), one design each on a light swatch with the canvas outlined, into
// docs/generator/held-out-<half>.png, to be looked at, not only scored.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { drawDesign, renderDesignSvg } from '../apps/api/src/adapters/local-generator/index';
import { heldOutSet } from './prompt-set/held-out-set';

const TILE = { width: 180, height: 240, label: 30 } as const;
const COLUMNS = 10;
const half = process.argv[2] === 'tuning' ? 'tuning' : 'reported';
const seed = Number(process.argv[3] ?? 1);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The prompt in two short lines under its tile. */
function label(prompt: string): Buffer {
  const words = prompt.split(' ');
  const lines = ['', ''];
  for (const w of words) {
    const i = lines[0]!.length + w.length < 30 ? 0 : 1;
    lines[i] = `${lines[i]} ${w}`.trim();
  }
  const text = lines
    .map(
      (l, i) =>
        `<text x="4" y="${12 + i * 13}" font-family="sans-serif" font-size="11" fill="#222">${escape(l)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.label}">${text}</svg>`,
  );
}

async function main() {
  const set = heldOutSet()[half];
  const cells: OverlayOptions[] = [];
  const inner = { w: TILE.width - 12, h: ((TILE.width - 12) * 4) / 3 };
  const pitch = TILE.height + TILE.label;
  for (const [i, expected] of set.entries()) {
    const left = (i % COLUMNS) * TILE.width;
    const top = Math.floor(i / COLUMNS) * pitch;
    cells.push({
      input: renderDesignSvg(drawDesign(expected.prompt, seed).svg, inner.w).png,
      left: left + 6,
      top: top + 6,
    });
    cells.push({ input: label(expected.prompt), left, top: top + TILE.height });
  }
  const rows = Math.ceil(set.length / COLUMNS);
  const [width, height] = [COLUMNS * TILE.width, rows * pitch];
  const swatches = set
    .map((_, i) => {
      const [x, y] = [(i % COLUMNS) * TILE.width + 6, Math.floor(i / COLUMNS) * pitch + 6];
      return `<rect x="${x}" y="${y}" width="${inner.w}" height="${inner.h}" fill="#ececec" stroke="#bbb"/>`;
    })
    .join('');
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${swatches}</svg>`,
  );
  const dir = fileURLToPath(new URL('../docs/generator/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const out = `${dir}held-out-${half}.png`;
  writeFileSync(
    out,
    await sharp(background).composite(cells).png({ compressionLevel: 9, palette: true }).toBuffer(),
  );
  console.log(`${set.length} designs (seed ${seed}) -> ${out}`);
}

await main();
