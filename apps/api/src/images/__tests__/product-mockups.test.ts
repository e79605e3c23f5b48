import { printAreaOnMockup, readCatalogFile } from '@prompttee/catalog';
import { WHOLE_PRINT_AREA } from '@prompttee/domain/placement';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCatalogMockups } from '../catalog-mockups';
import { renderMockup } from '../render-mockup';

const mockups = createCatalogMockups();
const variant = (productId: string, color: string) =>
  readCatalogFile()
    .products.find((p) => p.product_id === productId)!
    .variants.find((v) => v.attributes.color === color)!;

describe("each product's mockups on the server", () => {
  for (const productId of ['hoodie', 'tote-bag', 'kids-tee']) {
    it(`prints a ${productId}'s design inside its own print area`, async () => {
      const layers = await mockups.layers(productId, 'front');
      const area = printAreaOnMockup(productId, 'front');
      expect(layers.printArea).toEqual(area);
      const design = await sharp({
        create: { width: 300, height: 400, channels: 4, background: { r: 255, g: 0, b: 255, alpha: 1 } },
      })
        .png()
        .toBuffer();
      const { full } = await renderMockup({
        base: await mockups.base(variant(productId, 'BLK').image_urls.front),
        layers,
        design,
        placement: { ...WHOLE_PRINT_AREA },
      });
      const { data, info } = await sharp(full).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const magenta = (x: number, y: number) => {
        const i = (Math.round(y * info.height) * info.width + Math.round(x * info.width)) * 3;
        return data[i]! > 120 && data[i + 1]! < 90 && data[i + 2]! > 120;
      };
      const cx = area.left + area.width / 2;
      expect(magenta(cx, area.top + area.height / 2)).toBe(true);
      expect(magenta(cx, area.top + area.height + 0.03)).toBe(false);
      expect(magenta(cx, area.top - 0.03)).toBe(false);
    });
  }
});
