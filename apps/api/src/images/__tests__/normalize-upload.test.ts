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
});
