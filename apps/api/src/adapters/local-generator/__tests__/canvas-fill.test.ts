import { describe, expect, it } from 'vitest';
import { drawDesign, renderDesignRaw } from '../index';

/** The share of the width and of the height that the design's opaque pixels span. */
async function opaqueSpan(prompt: string, seed: number) {
  const { pixels, width, height } = await renderDesignRaw(drawDesign(prompt, seed).svg, 120);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[(y * width + x) * 4 + 3]! < 128) continue;
      xs.push(x);
      ys.push(y);
    }
  }
  return {
    width: (Math.max(...xs) - Math.min(...xs) + 1) / width,
    height: (Math.max(...ys) - Math.min(...ys) + 1) / height,
    left: Math.min(...xs),
    right: width - 1 - Math.max(...xs),
  };
}

describe('the art fills its canvas', () => {
  // A badge, a lone small subject, lettering under a figure, a wide pair, a scene without subjects.
  const prompts = [
    'vintage motorcycle club badge',
    'a sad croissant',
    'a sloth with the words "slow down"',
    'a lemon and a lime',
    'retro sunset over the ocean',
    'good vibes only',
  ];

  it.each(prompts)(
    '%s: opaque pixels span >= 85 %% of the width or the height, nothing cut off',
    async (prompt) => {
      for (const seed of [1, 2, 3, 4]) {
        const span = await opaqueSpan(prompt, seed);
        expect(Math.max(span.width, span.height), `seed ${seed}`).toBeGreaterThanOrEqual(0.85);
        // Centred, and not pushed past an edge.
        expect(span.left).toBeGreaterThan(0);
        expect(span.right).toBeGreaterThan(0);
        expect(Math.abs(span.left - span.right)).toBeLessThanOrEqual(3);
      }
    },
  );

  it('draws "a cat in a box" in every set without crashing the renderer', () => {
    for (const seed of [1, 2, 3, 4, 5, 6])
      expect(drawDesign('a cat in a box', seed).scene.figures.length).toBe(2);
  });
});
