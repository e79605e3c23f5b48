import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalGenerator } from '../../../adapters/local-generator/index';
import { readXmp } from '../../../images/png-xmp';
import { parseProvenanceXmp } from '../../../images/provenance';
import { PRINT_FILE, printFile, renderPrintFiles, sourceWidthOf, thumbnail } from '../render-print-files';

const solid = async (width: number, height: number) => ({
  png: await sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } })
    .png()
    .toBuffer(),
  width,
  height,
});

const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    alphaAt: (x: number, y: number) => data[(y * info.width + x) * info.channels + 3],
    rgbAt: (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3),
    ],
  };
};

describe('renderPrintFiles', () => {
  it('makes a 3600 x 4800 transparent PNG marked 300 DPI from a local design', async () => {
    const image = await createLocalGenerator().generate({ prompt: 'ocean sunset', seed: 3 });
    const { printPng, thumbnailWebp } = await renderPrintFiles(image);

    const meta = await sharp(printPng).metadata();
    expect(meta).toMatchObject({
      format: 'png',
      width: 3600,
      height: 4800,
      channels: 4,
      hasAlpha: true,
      density: 300,
    });
    // pHYs: 11811 pixels per metre on both axes, unit 1 (metre) = 300 DPI.
    const at = printPng.indexOf('pHYs');
    expect(at).toBeGreaterThan(0);
    expect([printPng.readUInt32BE(at + 4), printPng.readUInt32BE(at + 8), printPng[at + 12]]).toEqual([
      11811, 11811, 1,
    ]);

    const { alphaAt } = await pixels(printPng);
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(1800, 1900)).toBe(255);

    const thumb = await sharp(thumbnailWebp).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 384, height: 512, hasAlpha: true });
    expect(thumbnailWebp.length).toBeLessThan(60_000);
  });

  it('fits a taller image by height and centres it between transparent bands', async () => {
    const { printPng } = await renderPrintFiles(await solid(1024, 1536));
    const { info, alphaAt, rgbAt } = await pixels(printPng);
    expect([info.width, info.height]).toEqual([PRINT_FILE.width, PRINT_FILE.height]);
    // 1024 x 1536 scaled to 3200 x 4800 leaves 200 px on each side.
    expect(alphaAt(190, 2400)).toBe(0);
    expect(alphaAt(3410, 2400)).toBe(0);
    expect(alphaAt(210, 2400)).toBe(255);
    expect(rgbAt(1800, 2400)).toEqual([200, 30, 60]);
  });

  it('enlarges by a whole factor without changing colours, centring a square artwork', async () => {
    const { printPng } = await renderPrintFiles(await solid(300, 300));
    const { alphaAt, rgbAt } = await pixels(printPng);
    // 300 -> 3600 square, 600 px transparent above and below.
    expect(alphaAt(1800, 590)).toBe(0);
    expect(alphaAt(1800, 610)).toBe(255);
    expect(alphaAt(1800, 4210)).toBe(0);
    expect(rgbAt(0, 2400)).toEqual([200, 30, 60]);
  });

  it('reads grey 16-bit PNGs from other generators as RGBA', async () => {
    const grey = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#808080' } })
      .toColourspace('grey16')
      .png()
      .toBuffer();
    const { printPng } = await renderPrintFiles({ png: grey, width: 600, height: 800 });
    const { alphaAt, rgbAt } = await pixels(printPng);
    expect(alphaAt(1800, 2400)).toBe(255);
    expect(rgbAt(1800, 2400)).toEqual([128, 128, 128]);
  });

  it('gives a landscape image a thumbnail 512 px wide', async () => {
    const { thumbnailWebp } = await renderPrintFiles(await solid(1536, 1024));
    const meta = await sharp(thumbnailWebp).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
  });
});

describe('thumbnail and print file from a vector generator', () => {
  it('takes the thumbnail from its 384 px preview and draws the print file at full size, never enlarged', async () => {
    const image = await createLocalGenerator().generate({ prompt: 'a fox wearing sunglasses', seed: 4 });
    const widths: number[] = [];
    const spied = { ...image, renderAt: (w: number) => (widths.push(w), image.renderAt!(w)) };

    const thumb = await thumbnail(spied);
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 384, height: 512 });
    expect(widths).toEqual([]);

    const print = await printFile(spied);
    expect(widths).toEqual([3600]);
    expect(await sharp(print).metadata()).toMatchObject({
      width: 3600,
      height: 4800,
      density: 300,
      hasAlpha: true,
    });
    expect(sourceWidthOf(image)).toBe(3600);

    // A smaller preview is not enlarged: the vector is drawn at the thumbnail's width.
    const small = { ...spied, width: 192, height: 256 };
    expect(await sharp(await thumbnail(small)).metadata()).toMatchObject({ width: 384, height: 512 });
    expect(widths).toEqual([3600, 384]);
  });

  it('writes the provenance XMP into the local print file', async () => {
    const image = await createLocalGenerator().generate({
      prompt: 'three wolves howling at the moon',
      seed: 2,
    });
    const provenance = parseProvenanceXmp(readXmp(await printFile(image))!);
    expect(provenance).toEqual({
      prompt: 'three wolves howling at the moon',
      subjects: ['wolf', 'moon'],
      creatorTool: expect.stringMatching(/local generator/),
      digitalSourceType: 'algorithmicMedia',
    });
  });

  it('leaves a raster without provenance as it was, with no XMP', async () => {
    const print = await printFile(await solid(30, 40));
    expect(readXmp(print)).toBeNull();
  });
});
