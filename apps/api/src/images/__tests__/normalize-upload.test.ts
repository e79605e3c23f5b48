import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalizeUpload, sniffImageFormat } from '../normalize-upload';

describe('normalizeUpload', () => {
  it('converts a Display P3 picture to sRGB values and drops the profile', async () => {
    // sRGB green (0, 200, 0) written as Display P3: its bytes are (90, 197, 58) with a P3 profile.
    const p3 = await sharp({
      create: { width: 30, height: 40, channels: 3, background: { r: 0, g: 200, b: 0 } },
    })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const raw = await sharp(p3, { ignoreIcc: true } as never)
      .raw()
      .toBuffer();
    expect([...raw.subarray(0, 3)]).toEqual([90, 197, 58]);

    const { png } = await normalizeUpload(p3);
    expect((await sharp(png).metadata()).icc).toBeUndefined();
    const [r, g, b] = (await sharp(png).raw().toBuffer()).subarray(0, 3);
    expect(r).toBeLessThan(4);
    expect(Math.abs(g! - 200)).toBeLessThan(4);
    expect(b).toBeLessThan(4);
  });

  it('knows the formats by their bytes alone', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const avif = await sharp(png).avif().toBuffer();
    expect([png, jpeg, webp, avif].map(sniffImageFormat)).toEqual(['png', 'jpeg', 'webp', null]);
  });

  it('scales a picture larger than the print file down to a 3600 px wide 3:4 canvas', async () => {
    const big = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const { png, width, height } = await normalizeUpload(big);
    expect([width, height]).toEqual([3600, 4800]);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([3600, 4800]);
    // 8000 x 6000 scaled by 0.45 is 3600 x 2700, centred: transparent above, the picture in the middle.
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(data[(100 * 3600 + 1800) * 4 + 3]).toBe(0);
    const centre = [...data.subarray((2400 * 3600 + 1800) * 4, (2400 * 3600 + 1800) * 4 + 4)];
    // JPEG rounds the colour by a step or two.
    [0x33, 0x66, 0xaa, 255].forEach((v, c) => expect(Math.abs(centre[c]! - v)).toBeLessThanOrEqual(2));
  });
});
