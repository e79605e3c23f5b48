import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { MOCKUP_SIZE, PRINT_AREAS_ON_MOCKUP, printAreaOnMockup } from '../../src/print-area';
import { products } from '../catalog-source';
import { garmentParts } from '../garment-parts';

/** An SVG drawing's coverage, read at a point (0 = empty, 255 = covered). */
const silhouette = (elements: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">${elements}</svg>`;
  const pixels = new Resvg(svg).render().pixels;
  return (x: number, y: number) => pixels[(Math.round(y) * 800 + Math.round(x)) * 4 + 3]!;
};
const filled = (d: string) => `<path d="${d}" fill="#fff" stroke="#fff" stroke-width="8"/>`;

describe('every product shape', () => {
  for (const product of products) {
    for (const side of ['front', 'back'] as const) {
      it(`keeps ${product.product_id}'s print area on its body, clear of its parts (${side})`, () => {
        expect(PRINT_AREAS_ON_MOCKUP[product.product_id]).toBeDefined();
        const parts = garmentParts(product.cut, side);
        const body = silhouette(parts.bodySvg);
        const clearOf = [
          ['collar', parts.collar ? silhouette(filled(parts.collar)) : () => 0],
          ['sleeves', silhouette(parts.sleeves.map(filled).join(''))],
          ['ribs', silhouette(parts.ribsSvg)],
          ['overlay', silhouette(parts.overlaySvg)],
          ['cords', silhouette(parts.cords.map(filled).join(''))],
          ['parts', silhouette(parts.keepClear.map(filled).join(''))],
        ] as const;
        const area = printAreaOnMockup(product.product_id, side);
        const left = area.left * MOCKUP_SIZE.width;
        const top = area.top * MOCKUP_SIZE.height;
        const right = left + area.width * MOCKUP_SIZE.width;
        const bottom = top + area.height * MOCKUP_SIZE.height;
        // Fabric for 20 px around the print, and nothing but plain fabric under it.
        for (let y = top - 20; y <= bottom + 20; y += 10) {
          for (let x = left - 20; x <= right + 20; x += 10) {
            expect(body(x, y), `${x},${y}`).toBe(255);
            if (y < top || y > bottom || x < left || x > right) continue;
            for (const [name, covered] of clearOf) expect(covered(x, y), `${name} at ${x},${y}`).toBe(0);
          }
        }
        expect(body(400, 5)).toBe(0);
        expect(body(10, 990)).toBe(0);
      });
    }
  }

  it('gives the long-sleeved shapes sleeves down to the hip and the tees short ones', () => {
    const sleeveAt = (cut: 'classic' | 'longsleeve' | 'hoodie', y: number) =>
      silhouette(garmentParts(cut, 'front').sleeves.map(filled).join(''))(70, y);
    expect(sleeveAt('longsleeve', 650)).toBe(255);
    expect(sleeveAt('hoodie', 700)).toBe(255);
    expect(sleeveAt('classic', 650)).toBe(0);
  });

  it('draws the hoodie with a hood above the shoulders, a pocket and drawcords', () => {
    const front = garmentParts('hoodie', 'front');
    expect(silhouette(front.bodySvg)(400, 60)).toBe(255);
    expect(silhouette(front.overlaySvg)(400, 780)).toBe(255);
    expect(front.cords).toHaveLength(2);
  });

  it('draws the tote as a flat bag with its handles above it', () => {
    const tote = silhouette(garmentParts('tote', 'front').bodySvg);
    expect(tote(400, 92)).toBe(255);
    expect(tote(400, 200)).toBe(0);
    expect(tote(400, 600)).toBe(255);
  });
});
