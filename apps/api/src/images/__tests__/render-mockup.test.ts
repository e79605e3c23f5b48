import { designBoxOnMockup, type MockupRect, readCatalogFile } from '@prompttee/catalog';
import type { Placement } from '@prompttee/domain/placement';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCatalogMockups } from '../catalog-mockups';
import { type MockupLayers, renderMockup } from '../render-mockup';

const W = 800;
const H = 1000;
const area: MockupRect = { top: 0.2, left: 0.3, width: 0.4, height: (0.4 * W * (4 / 3)) / H };

/** Layers that change nothing unless told: white shading, black highlight, no displacement. */
function flatLayers(over: { shade?: number; light?: number; dx?: number; dy?: number } = {}): MockupLayers {
  const n = W * H;
  const displacement = new Float32Array(n * 2);
  for (let i = 0; i < n; i++) {
    displacement[i * 2] = over.dx ?? 0;
    displacement[i * 2 + 1] = over.dy ?? 0;
  }
  return {
    width: W,
    height: H,
    shading: new Uint8Array(n).fill(over.shade ?? 255),
    highlight: new Uint8Array(n).fill(over.light ?? 0),
    displacement,
    mask: new Uint8Array(n).fill(255),
    printArea: area,
  };
}

const greyBase = () =>
  sharp({ create: { width: W, height: H, channels: 4, background: { r: 100, g: 100, b: 100, alpha: 1 } } })
    .webp({ lossless: true })
    .toBuffer();
const solidDesign = (r: number, g: number, b: number) =>
  sharp({ create: { width: 300, height: 400, channels: 4, background: { r, g, b, alpha: 1 } } })
    .png()
    .toBuffer();

async function pixels(webp: Buffer) {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at: (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)),
  };
}

/** The box of pixels whose red channel clearly left the grey base. */
async function redBox(webp: Buffer) {
  const { info, at } = await pixels(webp);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (at(x, y)[0]! < 160) continue;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
    }
  }
  return { x0, y0, x1, y1 };
}

const render = async (placement: Placement, layers = flatLayers(), design?: Buffer) =>
  renderMockup({
    base: await greyBase(),
    layers,
    design: design ?? (await solidDesign(230, 20, 20)),
    placement,
  });

describe('renderMockup', () => {
  it('puts the design on the box the web preview uses, and leaves the rest of the shirt alone', async () => {
    const placement = { x: 0.5, y: 0.5, width: 0.875, rotation: 0 };
    const { full, thumbnail } = await render(placement);
    const box = designBoxOnMockup(area, placement);
    const found = await redBox(full);
    expect(Math.abs(found.x0 - box.left * W)).toBeLessThanOrEqual(1);
    expect(Math.abs(found.x1 - (box.left + box.width) * W)).toBeLessThanOrEqual(1);
    expect(Math.abs(found.y0 - box.top * H)).toBeLessThanOrEqual(1);
    expect(Math.abs(found.y1 - (box.top + box.height) * H)).toBeLessThanOrEqual(1);
    const { at } = await pixels(full);
    expect(at(10, 10)).toEqual([100, 100, 100, 255]);
    expect(at(400, 400)[0]).toBeGreaterThan(220);
    const thumb = await sharp(thumbnail).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 400]);
  });

  it('turns the design about its centre', async () => {
    const placement = { x: 0.5, y: 0.5, width: 0.5, rotation: 90 };
    const box = designBoxOnMockup(area, placement);
    const found = await redBox((await render(placement)).full);
    const [cx, cy] = [(box.left + box.width / 2) * W, (box.top + box.height / 2) * H];
    // Turned a quarter, the box is as wide as it was tall.
    expect(Math.abs(found.x1 - found.x0 - box.height * H)).toBeLessThanOrEqual(2);
    expect(Math.abs(found.y1 - found.y0 - box.width * W)).toBeLessThanOrEqual(2);
    expect(Math.abs((found.x0 + found.x1) / 2 - cx)).toBeLessThanOrEqual(1);
    expect(Math.abs((found.y0 + found.y1) / 2 - cy)).toBeLessThanOrEqual(1);
  });

  it('moves the print with the displacement map', async () => {
    const placement = { x: 0.5, y: 0.5, width: 0.5, rotation: 0 };
    const still = await redBox((await render(placement)).full);
    const moved = await redBox((await render(placement, flatLayers({ dx: 3, dy: -2 }))).full);
    expect(moved.x0 - still.x0).toBe(3);
    expect(moved.y0 - still.y0).toBe(-2);
  });

  it("multiplies the print by the fabric's shading and screens it with the highlight", async () => {
    const placement = { x: 0.5, y: 0.5, width: 0.5, rotation: 0 };
    const design = await solidDesign(200, 100, 40);
    const shaded = await pixels((await render(placement, flatLayers({ shade: 128 }), design)).full);
    const [r, g, b] = shaded.at(400, 420);
    expect(Math.abs(r! - 100)).toBeLessThanOrEqual(3);
    expect(Math.abs(g! - 50)).toBeLessThanOrEqual(3);
    expect(Math.abs(b! - 20)).toBeLessThanOrEqual(3);
    const lit = await pixels((await render(placement, flatLayers({ light: 128 }), design)).full);
    // screen(100/255, 0.5) = 0.5 + 0.5 * 100/255
    expect(Math.abs(lit.at(400, 420)[1]! - 178)).toBeLessThanOrEqual(3);
  });

  it('renders on the real catalog layers, with the design readable on dark and light shirts', async () => {
    const catalog = readCatalogFile();
    const mockups = createCatalogMockups();
    const product = catalog.products[0]!;
    const design = await solidDesign(240, 240, 240);
    for (const colour of ['WHI', 'BLK', 'NAV']) {
      for (const side of ['front', 'back'] as const) {
        const variant = product.variants.find((v) => v.attributes.color === colour)!;
        const { full } = await renderMockup({
          base: await mockups.base(variant.image_urls[side]),
          layers: await mockups.layers(product.product_id, side),
          design,
          placement: { x: 0.5, y: 0.5, width: 0.875, rotation: 0 },
          background: '#ecebe8',
        });
        const { info, at } = await pixels(full);
        expect([info.width, info.height]).toEqual([W, H]);
        // Light grey print: shaded by folds, never as dark as the shirt, never blown out.
        const centre = at(400, 440);
        expect(centre[1]).toBeGreaterThan(170);
        // The transparent stage flattened onto the given colour (#ecebe8), give or take WebP's rounding.
        at(10, 10)
          .slice(0, 3)
          .forEach((v, c) => expect(Math.abs(v - [236, 235, 232][c]!)).toBeLessThanOrEqual(2));
      }
    }
  });
});
