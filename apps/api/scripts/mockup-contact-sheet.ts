import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCKUP_STAGE, readCatalogFile } from '@prompttee/catalog';
import type { Placement } from '@prompttee/domain/placement';
import sharp from 'sharp';
import { createLocalGenerator } from '../src/adapters/local-generator/index';
import { createCatalogMockups } from '../src/images/catalog-mockups';
import { renderMockup } from '../src/images/render-mockup';
import { renderPrintFiles } from '../src/modules/designs/render-print-files';

/**
 * Contact sheets of the server-rendered mockups: every colour of every product, front (default
 * placement) and back (turned a little), with a design from the local generator, on the site's
 * light and dark stages, five to a row, fronts then backs, into (not committed)
 * bench/results/mockups/<product>-<stage>.png: `npx tsx apps/api/scripts/mockup-contact-sheet.ts`.
 * For looking at, not for the shop.
 */
const outDir = fileURLToPath(new URL('../../../bench/results/mockups/', import.meta.url));
const COLUMNS = 5;
const TILE = { width: 320, height: 400 };
const sides: { side: 'front' | 'back'; prompt: string; placement: Placement }[] = [
  {
    side: 'front',
    prompt: 'retro sunset over the ocean with palm trees',
    placement: { x: 0.5, y: 0.5, width: 0.875, rotation: 0 },
  },
  {
    side: 'back',
    prompt: 'bold typography: STAY WEIRD',
    placement: { x: 0.5, y: 0.42, width: 0.7, rotation: -8 },
  },
];

const generator = createLocalGenerator();
const mockups = createCatalogMockups();
mkdirSync(outDir, { recursive: true });
for (const product of readCatalogFile().products) {
  const colours = product.options.color;
  const rows: Buffer[][] = [];
  for (const { side, prompt, placement } of sides) {
    const { thumbnailWebp } = await renderPrintFiles(await generator.generate({ prompt, seed: 7 }));
    const layers = await mockups.layers(product.product_id, side);
    const row: Buffer[] = [];
    for (const colour of colours) {
      const variant = product.variants.find((v) => v.attributes.color === colour.code)!;
      const { full } = await renderMockup({
        base: await mockups.base(variant.image_urls[side]),
        layers,
        design: thumbnailWebp,
        placement,
      });
      row.push(await sharp(full).resize(TILE.width, TILE.height).png().toBuffer());
    }
    rows.push(row);
  }
  // Each side starts a new row, so fronts and backs are never mixed on one line.
  const tiles = rows.flatMap((row, r) =>
    row.map((input, i) => ({
      input,
      column: i % COLUMNS,
      line: r * Math.ceil(row.length / COLUMNS) + Math.floor(i / COLUMNS),
    })),
  );
  const lines = Math.max(...tiles.map((t) => t.line)) + 1;
  for (const [stage, background] of Object.entries(MOCKUP_STAGE)) {
    const file = path.join(outDir, `${product.product_id}-${stage}.png`);
    await sharp({
      create: { width: TILE.width * COLUMNS, height: TILE.height * lines, channels: 3, background },
    })
      .composite(
        tiles.map((t) => ({ input: t.input, left: t.column * TILE.width, top: t.line * TILE.height })),
      )
      .png({ compressionLevel: 9 })
      .toFile(file);
    console.log(file);
  }
}
