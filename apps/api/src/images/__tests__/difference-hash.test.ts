import { describe, expect, it } from 'vitest';
import { differenceHash, hashDistance, type RgbaImage } from '../difference-hash';

/** A straight-RGBA picture whose grey at (x, y) is `grey(x, y)`, opaque unless `alpha` says not. */
function picture(
  width: number,
  height: number,
  grey: (x: number, y: number) => number,
  alpha = () => 255,
): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      pixels.fill(grey(x, y), i, i + 3);
      pixels[i + 3] = alpha();
    }
  return { pixels, width, height, premultiplied: false };
}

describe('difference hash', () => {
  it('sets a bit where the left neighbour is brighter', () => {
    const darkening = picture(90, 120, (x) => 255 - x * 2);
    const brightening = picture(90, 120, (x) => x * 2);
    expect(differenceHash(darkening)).toBe((1n << 64n) - 1n);
    expect(differenceHash(brightening)).toBe(0n);
    expect(hashDistance(differenceHash(darkening), differenceHash(brightening))).toBe(64);
  });

  it('judges a transparent picture on white, premultiplied or not', () => {
    expect(
      differenceHash(
        picture(
          36,
          48,
          () => 0,
          () => 0,
        ),
      ),
    ).toBe(0n);
    const straight = picture(
      36,
      48,
      (x, y) => (x * 7 + y * 3) % 256,
      () => 128,
    );
    const premultiplied = {
      ...straight,
      pixels: straight.pixels.map((v, i) => (i % 4 === 3 ? v : Math.round((v * 128) / 255))),
      premultiplied: true,
    };
    expect(hashDistance(differenceHash(straight), differenceHash(premultiplied))).toBeLessThanOrEqual(1);
  });

  it('hashes a small and a large picture of the same thing alike', () => {
    const disc = (size: number) => (x: number, y: number) =>
      Math.hypot(x / size - 0.4, y / size - 0.55) < 0.3 ? 40 + (x / size) * 100 : 230;
    const small = picture(72, 96, disc(72));
    const large = picture(384, 512, disc(384));
    expect(hashDistance(differenceHash(small), differenceHash(large))).toBeLessThanOrEqual(2);
  });

  it('tells a picture from its mirror image', () => {
    const grey = (x: number, y: number) => (x < 30 ? 20 + y : 200) + (x % 7) * 3;
    const mirrored = (x: number, y: number) => grey(89 - x, y);
    const a = differenceHash(picture(90, 120, grey));
    const b = differenceHash(picture(90, 120, mirrored));
    expect(hashDistance(a, b)).toBeGreaterThan(10);
  });
});
