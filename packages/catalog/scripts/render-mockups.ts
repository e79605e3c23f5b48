import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { catalogPublicDir, MOCKUP_SIZE } from '../src/index';
import { products } from './catalog-source';
import { tshirtSvg } from './tshirt-svg';

/**
 * Renders the front and back mockup of every colour of every product to WebP, into
 * public/catalog/mockups/<product_id>/<COLOR>-<side>.webp (committed; run again after changing
 * catalog-source.ts or the drawing): `npx tsx packages/catalog/scripts/render-mockups.ts`.
 */
export async function renderMockup(svg: string, heather: boolean): Promise<Buffer> {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: MOCKUP_SIZE.width } }).render().asPng();
  // Quality 90 keeps the soft fabric gradients free of banding at ~10-25 kB; the heather noise
  // would triple in size at that quality and hides artefacts anyway, so it gets 78 (~35 kB).
  return sharp(png)
    .webp({ quality: heather ? 78 : 90, effort: 6, smartSubsample: true })
    .toBuffer();
}

async function main() {
  let count = 0;
  for (const product of products) {
    const dir = path.join(catalogPublicDir, 'catalog', 'mockups', product.product_id);
    mkdirSync(dir, { recursive: true });
    for (const [code, , hex] of product.colors) {
      for (const side of ['front', 'back'] as const) {
        const heather = code === 'HGR';
        const webp = await renderMockup(tshirtSvg(product.cut, side, hex, heather), heather);
        writeFileSync(path.join(dir, `${code}-${side}.webp`), webp);
        console.log(`${product.product_id}/${code}-${side}.webp ${(webp.length / 1024).toFixed(1)} kB`);
        count++;
      }
    }
  }
  console.log(`rendered ${count} mockups`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
