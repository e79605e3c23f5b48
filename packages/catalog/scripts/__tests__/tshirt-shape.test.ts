import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { MOCKUP_SIZE, PRINT_AREA } from '../../src/print-area';
import { shirtShape } from '../tshirt-shape';
import { luminance, mix } from '../tshirt-svg';

const silhouette = (d: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><path d="${d}" fill="#fff"/></svg>`;
  const image = new Resvg(svg).render();
  return (x: number, y: number) => image.pixels[(Math.round(y) * image.width + Math.round(x)) * 4 + 3];
};

describe('shirt shapes', () => {
  for (const cut of ['classic', 'premium'] as const) {
    for (const side of ['front', 'back'] as const) {
      it(`keeps the print area on the ${cut} shirt's chest (${side})`, () => {
        const alphaAt = silhouette(shirtShape(cut, side).outline);
        const left = PRINT_AREA.left * MOCKUP_SIZE.width;
        const top = PRINT_AREA.top * MOCKUP_SIZE.height;
        const right = left + PRINT_AREA.width * MOCKUP_SIZE.width;
        const bottom = top + PRINT_AREA.height * MOCKUP_SIZE.height;
        // With a margin of 30 px of fabric around the print on every side.
        for (const [x, y] of [
          [left - 30, top - 30],
          [right + 30, top - 30],
          [left - 30, bottom + 30],
          [right + 30, bottom + 30],
        ] as const) {
          expect(alphaAt(x, y), `${x},${y}`).toBe(255);
        }
        expect(alphaAt(400, 20)).toBe(0);
        expect(alphaAt(10, 990)).toBe(0);
      });
    }
  }

  it('makes the premium cut narrower at the waist than the classic', () => {
    const classic = silhouette(shirtShape('classic', 'front').outline);
    const premium = silhouette(shirtShape('premium', 'front').outline);
    expect(classic(160, 640)).toBe(255);
    expect(premium(160, 640)).toBe(0);
  });
});

describe('colour helpers', () => {
  it('measures lightness and mixes colours', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    expect(mix('#ffffff', '#000000', 0.5)).toBe('#808080');
  });
});
