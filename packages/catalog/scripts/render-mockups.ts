import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { catalogPublicDir, MOCKUP_SIZE } from '../src/index';
import { mockupLayerFile } from '../src/mockup-layers';
import { products } from './catalog-source';
import { colorize } from './mockup/colorize';
import { designLayers, printableMask } from './mockup/design-layers';
import { fabricLight } from './mockup/fabric-light';
import { renderCloseUps } from './mockup/render-close-ups';

/**
 * Renders every product colour, front and back, as a photo-like flat-lay WebP with a transparent
 * stage, plus each product side's design layers (shading, highlight, displacement, mask), and
 * the close-ups of its sleeves and neck label (mockup/render-close-ups.ts), into
 * public/catalog/mockups/<product_id>/. Committed; run again after changing catalog-source.ts or
 * scripts/mockup/: `npm run render -w @prompttee/catalog` (about a minute per product), or only
 * some products: `npm run render -w @prompttee/catalog -- hoodie tote-bag`.
 */
const SUPERSAMPLE = 2;

const raw = (data: Buffer, width: number, height: number, channels: 1 | 3 | 4) =>
  sharp(data, { raw: { width, height, channels } });

async function main() {
  let bytes = 0;
  const write = (file: string, data: Buffer) => {
    writeFileSync(file, data);
    bytes += data.length;
    console.log(`${path.relative(catalogPublicDir, file)} ${(data.length / 1024).toFixed(1)} kB`);
  };
  // `--close-ups` renders only the sleeves' and neck labels' pictures and layers.
  const closeUpsOnly = process.argv.includes('--close-ups');
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  for (const product of products.filter((p) => only.length === 0 || only.includes(p.product_id))) {
    if (closeUpsOnly) {
      const dir = path.join(catalogPublicDir, 'catalog', 'mockups', product.product_id);
      await renderCloseUps(product, dir, write);
      continue;
    }
    const dir = path.join(catalogPublicDir, 'catalog', 'mockups', product.product_id);
    mkdirSync(dir, { recursive: true });
    for (const side of ['front', 'back'] as const) {
      const light = fabricLight(product.cut, side, SUPERSAMPLE);
      for (const [code, , hex] of product.colors) {
        const rgba = colorize(light, hex, code === 'HGR');
        const webp = await raw(rgba, light.width, light.height, 4)
          .resize(MOCKUP_SIZE.width, MOCKUP_SIZE.height, { kernel: 'lanczos3' })
          // Heather's flecks cost bytes at a high quality and hide artefacts at a lower one.
          .webp({ quality: code === 'HGR' ? 80 : 86, alphaQuality: 90, effort: 6, smartSubsample: true })
          .toBuffer();
        write(path.join(dir, `${code}-${side}.webp`), webp);
      }
      const layers = designLayers(light);
      const gray = (data: Buffer) =>
        raw(data, light.width, light.height, 1).resize(MOCKUP_SIZE.width, MOCKUP_SIZE.height, {
          kernel: 'lanczos3',
        });
      write(
        path.join(dir, mockupLayerFile('shading', side)),
        await gray(layers.shading).webp({ quality: 92, effort: 6 }).toBuffer(),
      );
      write(
        path.join(dir, mockupLayerFile('highlight', side)),
        await gray(layers.highlight).webp({ quality: 92, effort: 6 }).toBuffer(),
      );
      write(
        path.join(dir, mockupLayerFile('mask', side)),
        await gray(printableMask(light)).webp({ quality: 92, effort: 6 }).toBuffer(),
      );
      // Lossless: a displacement that drifts by a code value moves the design by a sixteenth pixel.
      write(
        path.join(dir, mockupLayerFile('displacement', side)),
        await raw(layers.displacement, MOCKUP_SIZE.width, MOCKUP_SIZE.height, 3)
          .webp({ lossless: true, effort: 6 })
          .toBuffer(),
      );
    }
    await renderCloseUps(product, dir, write);
  }
  console.log(`total ${(bytes / 1024 / 1024).toFixed(2)} MB`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
