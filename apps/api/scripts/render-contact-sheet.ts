import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { drawDesign, renderDesignSvg } from '../src/adapters/local-generator/index';

/**
 * The local generator's range at a glance: 24 designs for 24 varied prompts (animals, food,
 * objects, places, activities, every style), each on a white and a black shirt swatch, into
 * docs/generator/contact-sheet.png: `npx tsx apps/api/scripts/render-contact-sheet.ts`.
 */
export const contactSheetPrompts = [
  'a red fox reading a book under the moon',
  'cute cat astronaut floating in space',
  'funny taco with sunglasses',
  'minimalist mountain line art',
  'three wolves howling at the moon',
  'a dog surfing a big wave',
  'retro sunset over the ocean with palm trees',
  'a bear camping by the lake',
  'synthwave dolphin',
  'neon sign of a cocktail glass',
  'kawaii strawberry milk',
  'grunge skull and roses',
  'geometric wolf head',
  'vintage motorcycle club badge',
  'a sticker of a pug with a coffee',
  'pixel art mushroom',
  'silhouette of a deer at sunset',
  'a hot air balloon over green hills',
  'an octopus playing drums',
  'a hamster in a teacup',
  'a chef cooking pasta',
  'a lighthouse on the coast at night',
  'a cat saying "stay cozy"',
  'good vibes only',
];

const TILE = { width: 240, height: 320 } as const;
const COLUMNS = 4;

async function main() {
  const cells: OverlayOptions[] = [];
  for (const [i, prompt] of contactSheetPrompts.entries()) {
    const design = renderDesignSvg(drawDesign(prompt, i + 1).svg, TILE.width - 16).png;
    const left = (i % COLUMNS) * TILE.width * 2;
    const top = Math.floor(i / COLUMNS) * (TILE.height + 28);
    cells.push({ input: design, left: left + 8, top: top + 12 });
    cells.push({ input: design, left: left + TILE.width + 8, top: top + 12 });
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width * 2}" height="28"><text x="8" y="19" font-family="sans-serif" font-size="13" fill="#333">${prompt.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`,
    );
    cells.push({ input: label, left, top: top + TILE.height });
  }
  const rows = Math.ceil(contactSheetPrompts.length / COLUMNS);
  const width = COLUMNS * TILE.width * 2;
  const height = rows * (TILE.height + 28);
  const swatches = Array.from({ length: COLUMNS }, (_, c) => c * TILE.width * 2)
    .map(
      (x) =>
        `<rect x="${x}" width="${TILE.width}" height="100%" fill="#ffffff"/><rect x="${x + TILE.width}" width="${TILE.width}" height="100%" fill="#151515"/>`,
    )
    .join('');
  const bands = Array.from(
    { length: rows },
    (_, r) => `<rect y="${r * (TILE.height + 28) + TILE.height}" width="100%" height="28" fill="#f2f2f2"/>`,
  ).join('');
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${swatches}${bands}</svg>`,
  );
  const out = fileURLToPath(new URL('../../../docs/generator/contact-sheet.png', import.meta.url));
  mkdirSync(fileURLToPath(new URL('../../../docs/generator/', import.meta.url)), { recursive: true });
  writeFileSync(
    out,
    await sharp(background)
      .composite(cells)
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toBuffer(),
  );
  console.log(`${contactSheetPrompts.length} designs -> ${out}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
