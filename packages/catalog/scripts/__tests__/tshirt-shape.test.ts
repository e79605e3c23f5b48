import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { MOCKUP_SIZE, TEE_PRINT_AREA_ON_MOCKUP } from '../../src/print-area';
import { shirtShape } from '../tshirt-shape';

const silhouette = (d: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><path d="${d}" fill="#fff"/></svg>`;
  const image = new Resvg(svg).render();
  // `pixels` copies the whole bitmap on every read: take it once.
  const pixels = image.pixels;
  return (x: number, y: number) => pixels[(Math.round(y) * image.width + Math.round(x)) * 4 + 3];
};

describe('shirt shapes', () => {
  for (const cut of ['classic', 'premium'] as const) {
    for (const side of ['front', 'back'] as const) {
      it(`keeps the whole print area on the ${cut} shirt's body, below the collar (${side})`, () => {
        const shape = shirtShape(cut, side);
        const body = silhouette(shape.outline);
        const collar = silhouette(shape.collar);
        const sleeves = shape.sleeves.map(silhouette);
        const area = TEE_PRINT_AREA_ON_MOCKUP[side];
        const left = area.left * MOCKUP_SIZE.width;
        const top = area.top * MOCKUP_SIZE.height;
        const right = left + area.width * MOCKUP_SIZE.width;
        const bottom = top + area.height * MOCKUP_SIZE.height;
        // Fabric for 20 px around the print, which touches neither the sleeves nor the collar.
        for (let y = top - 20; y <= bottom + 20; y += 10) {
          for (let x = left - 20; x <= right + 20; x += 10) {
            expect(body(x, y), `${x},${y}`).toBe(255);
            if (y >= top && x >= left && x <= right) {
              expect(collar(x, y), `collar at ${x},${y}`).toBe(0);
              for (const sleeve of sleeves) expect(sleeve(x, y), `sleeve at ${x},${y}`).toBe(0);
            }
          }
        }
        expect(body(400, 20)).toBe(0);
        expect(body(10, 990)).toBe(0);
      });
    }
  }

  it('makes the premium cut narrower at the waist than the classic', () => {
    const classic = silhouette(shirtShape('classic', 'front').outline);
    const premium = silhouette(shirtShape('premium', 'front').outline);
    expect(classic(160, 640)).toBe(255);
    expect(premium(160, 640)).toBe(0);
  });

  it('draws each sleeve outside the body between the armpits', () => {
    const [left, right] = shirtShape('classic', 'front').sleeves.map(silhouette);
    expect(left!(80, 300)).toBe(255);
    expect(right!(720, 300)).toBe(255);
    expect(left!(400, 500)).toBe(0);
  });
});
