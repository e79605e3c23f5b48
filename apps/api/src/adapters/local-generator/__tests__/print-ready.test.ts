import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawDesign, renderDesignSvg } from '../index';
import { contrast } from '../styles/colour';

// One prompt per style and frame the generator has: each must print cleanly on any shirt.
const prompts = [
  'a red fox reading a book under the moon',
  'cute cat astronaut floating in space',
  'minimalist mountain line art',
  'synthwave dolphin',
  'neon sign of a cocktail glass',
  'kawaii strawberry milk',
  'grunge skull and crossbones',
  'geometric wolf head',
  'retro surfboard badge',
  'a sticker of a cute corgi',
  'pixel art mushroom',
  'silhouette of a deer at sunset',
  'vintage bicycle illustration',
  'a black cat at night',
  'good vibes only',
];

const render = async (prompt: string, seed: number) =>
  sharp(renderDesignSvg(drawDesign(prompt, seed).svg, 600).png)
    .raw()
    .toBuffer({ resolveWithObject: true });

describe('print-ready designs', () => {
  it.each(prompts)('%s: no semi-transparent areas beyond anti-aliased edges', async (prompt) => {
    for (const seed of [1, 2]) {
      const { data, info } = await render(prompt, seed);
      const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
      // A partly transparent pixel is an edge when a neighbour within 2 px is fully transparent
      // or fully opaque on the other side; anything else is a translucent area DTG prints badly.
      let partial = 0;
      let inside = 0;
      for (let y = 2; y < info.height - 2; y++) {
        for (let x = 2; x < info.width - 2; x++) {
          const a = alpha(x, y);
          if (a === 0 || a === 255) continue;
          partial++;
          const near = [alpha(x - 2, y), alpha(x + 2, y), alpha(x, y - 2), alpha(x, y + 2)];
          if (!(near.some((v) => v < 20) && near.some((v) => v > 235))) inside++;
        }
      }
      // Thin lines (line art) are mostly edge at this size, so the share of partial pixels only
      // has to stay sane; what matters is that they are edges.
      const opaque = data.filter((_, i) => i % 4 === 3 && data[i] === 255).length;
      expect(partial / Math.max(opaque, 1)).toBeLessThan(0.6);
      expect(inside / Math.max(partial, 1)).toBeLessThan(0.2);
    }
  });

  it.each(prompts)('%s: legible on white and on black shirts', async (prompt) => {
    const { data, info } = await render(prompt, 1);
    const at = (x: number, y: number) => (y * info.width + x) * 4;
    const clear = (x: number, y: number) =>
      x < 0 || y < 0 || x >= info.width || y >= info.height || data[at(x, y) + 3]! < 128;
    const hex = (i: number) =>
      `#${[data[i], data[i + 1], data[i + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
    // The design's rim: opaque pixels within 14 px (0.3 in printed) of open shirt, where the shirt
    // continues past 28 px (so a grunge speck is not a rim). Its shape reads on a shirt when enough
    // of the rim contrasts with it: a dark outline on white, a light ring on black.
    let rim = 0;
    let onWhite = 0;
    let onBlack = 0;
    for (let y = 0; y < info.height; y += 2) {
      for (let x = 0; x < info.width; x += 2) {
        if (clear(x, y)) continue;
        const near = [-14, -7, 7, 14].some(
          (d) => (clear(x + d, y) && clear(x + 2 * d, y)) || (clear(x, y + d) && clear(x, y + 2 * d)),
        );
        if (!near) continue;
        rim++;
        if (contrast(hex(at(x, y)), '#ffffff') >= 2) onWhite++;
        if (contrast(hex(at(x, y)), '#000000') >= 2) onBlack++;
      }
    }
    expect(onWhite / rim).toBeGreaterThan(0.3);
    expect(onBlack / rim).toBeGreaterThan(0.3);
  });
});
