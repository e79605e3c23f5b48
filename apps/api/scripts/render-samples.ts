import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createLocalGenerator } from '../src/adapters/local-generator/index';

/**
 * Renders the landing page's 20 sample designs with the local generator into
 * apps/web/public/samples/design-1.webp ... design-20.webp (committed):
 * `npx tsx apps/api/scripts/render-samples.ts`. Each sits on a tile in one of the shop's shirt
 * colours, so the grid reads as "designs on shirts" rather than floating stickers.
 */
export const samplePrompts = [
  'retro sunset over the ocean with palm trees',
  'a red fox reading a book under the moon',
  'synthwave dolphin',
  'a bear camping by the lake',
  'a dog surfing a big wave',
  'cute cat astronaut floating in space',
  'funny taco with sunglasses',
  'silhouette of a deer at sunset',
  'a lighthouse on the coast at night',
  'vintage motorcycle club badge',
  'kawaii strawberry milk',
  'a hot air balloon over green hills',
  'three wolves howling at the moon',
  'geometric wolf head',
  'pixel art mushroom',
  'a chef cooking pasta',
  'a pug with a coffee, sticker',
  'an owl on a branch in the forest at night',
  'neon sign of a cocktail glass',
  'Tallinn old town rooftops at night',
];

const tileColors = [
  '#1F2A44',
  '#FFFFFF',
  '#1C1C1E',
  '#D8C8A6',
  '#B9B9B7',
  '#244A33',
  '#F3B9C8',
  '#2350A3',
  '#5E1A2A',
  '#EFE7D6',
];
export const TILE = { width: 300, height: 400 } as const;

/** A shirt-coloured tile with a soft centre light, the design fitted at 80% of its width. */
export async function renderSampleTile(designPng: Buffer, color: string): Promise<Buffer> {
  const tile = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}">` +
      `<defs><radialGradient id="l" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.14"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="${color}"/><rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
  const design = await sharp(designPng)
    .resize(Math.round(TILE.width * 0.8), Math.round(TILE.height * 0.8), { fit: 'inside' })
    .toBuffer();
  return sharp(tile)
    .composite([{ input: design, gravity: 'center' }])
    .webp({ quality: 60, effort: 6 })
    .toBuffer();
}

async function main() {
  const outDir = fileURLToPath(new URL('../../web/public/samples/', import.meta.url));
  mkdirSync(outDir, { recursive: true });
  const generator = createLocalGenerator({ width: 600 });
  for (const [i, prompt] of samplePrompts.entries()) {
    const image = await generator.generate({ prompt, seed: i + 1 });
    const webp = await renderSampleTile(image.png, tileColors[i % tileColors.length] as string);
    writeFileSync(`${outDir}design-${i + 1}.webp`, webp);
    console.log(`design-${i + 1}.webp ${(webp.length / 1024).toFixed(1)} kB  ${prompt}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
