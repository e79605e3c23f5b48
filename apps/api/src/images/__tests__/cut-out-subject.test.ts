import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutOutSubject } from '../cut-out-subject';
import { photoLike } from './photo-like';

const alphaAt = async (png: Buffer, points: [number, number][]) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return points.map(([x, y]) => data[(y * info.width + x) * 4 + 3]);
};

describe('cutOutSubject', () => {
  it('takes a noisy gradient background away and keeps the subject whole', async () => {
    const cut = await cutOutSubject(await photoLike());
    expect(cut.removedShare).toBeGreaterThan(0.6);
    const corners = await alphaAt(cut.png, [
      [5, 5],
      [594, 5],
      [5, 794],
      [594, 794],
      [300, 100],
      [300, 700],
    ]);
    expect(corners).toEqual([0, 0, 0, 0, 0, 0]);
    const subject = await alphaAt(cut.png, [
      [300, 400],
      [200, 400],
      [400, 400],
      [300, 250],
      [300, 550],
    ]);
    expect(subject).toEqual([255, 255, 255, 255, 255]);
  });

  it('takes a flat background away, leaving a white inside the subject', async () => {
    const disc = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#fff"/>' +
        '<circle cx="150" cy="200" r="100" fill="#203080"/><circle cx="150" cy="200" r="30" fill="#fff"/></svg>',
    );
    const cut = await cutOutSubject(await sharp(disc).png().toBuffer());
    expect(
      await alphaAt(cut.png, [
        [5, 5],
        [150, 50],
      ]),
    ).toEqual([0, 0]);
    expect(
      await alphaAt(cut.png, [
        [150, 200],
        [90, 200],
      ]),
    ).toEqual([255, 255]);
  });

  it('leaves a picture with nothing to tell apart as it was', async () => {
    const flat = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    expect((await cutOutSubject(flat)).removedShare).toBe(0);
  });

  it('leaves a picture whose background is already transparent as it was', async () => {
    const cut = await cutOutSubject(await photoLike());
    expect(await cutOutSubject(cut.png)).toMatchObject({ removedShare: 0, alreadyTransparent: true });
  });
});
