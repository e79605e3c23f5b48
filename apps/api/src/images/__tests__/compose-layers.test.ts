import { layersSchema } from '@prompttee/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeLayers } from '../compose-layers';
import { textOutlines } from '../text-outlines';

const DESIGN = '6f1c1b8e-1c1a-4a0e-9a39-0d9e4f0e7a11';

/** The bounding box of the pixels matching `match`, in print-file pixels. */
async function boxOf(png: Buffer, match: (r: number, g: number, b: number, a: number) => boolean) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let [x1, y1, x2, y2, n] = [Infinity, Infinity, -1, -1, 0];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const p = (y * info.width + x) * 4;
      if (!match(data[p]!, data[p + 1]!, data[p + 2]!, data[p + 3]!)) continue;
      [x1, y1, x2, y2, n] = [Math.min(x1, x), Math.min(y1, y), Math.max(x2, x), Math.max(y2, y), n + 1];
    }
  }
  return { x1, y1, x2, y2, n, width: info.width, height: info.height };
}

const red = (r: number, g: number, b: number, a: number) => a > 128 && r > 200 && g < 60 && b < 60;
const blue = (r: number, g: number, b: number, a: number) => a > 128 && b > 200 && r < 60;

describe('composeLayers', () => {
  it('puts a red text layer in its box and an upload where it was placed, at 3600 x 4800 and 300 DPI', async () => {
    const upload = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    const { front } = layersSchema.parse({
      front: [
        { type: 'image', design_id: DESIGN, x: 0.25, y: 0.75, width: 0.2 },
        { type: 'text', text: 'HELLO', font: 'anton', color: '#FF0000', x: 0.5, y: 0.25, width: 0.5 },
      ],
    });
    const png = await composeLayers(front!, new Map([[DESIGN, upload]]));
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([3600, 4800, 300]);

    // The text's outlines span its width (1800 px) centred on (1800, 1200), within a pixel or two.
    const text = await boxOf(png, red);
    expect(Math.abs(text.x1 - 900)).toBeLessThanOrEqual(3);
    expect(Math.abs(text.x2 - 2699)).toBeLessThanOrEqual(3);
    expect(Math.abs((text.y1 + text.y2) / 2 - 1200)).toBeLessThanOrEqual(3);
    // Anton's capitals are tall: the word is about a third as high as it is wide.
    expect(text.y2 - text.y1).toBeGreaterThan(400);

    // The upload fills its 720 x 960 box centred on (900, 3600).
    const image = await boxOf(png, blue);
    expect([image.x1, image.y1, image.x2, image.y2]).toEqual([540, 3120, 1259, 4079]);
    expect(image.n).toBe(720 * 960);
  });

  it('paints in order, turns about the centre and cuts off what hangs over the edge', async () => {
    const { front } = layersSchema.parse({
      front: [
        { type: 'text', text: 'I', font: 'anton', color: '#FF0000', x: 0.5, y: 0.5, width: 0.1 },
        {
          type: 'text',
          text: 'EDGE',
          font: 'oswald',
          color: '#0000FF',
          x: 0.98,
          y: 0.5,
          width: 0.3,
          rotation: 90,
        },
      ],
    });
    const png = await composeLayers(front!, new Map());
    const edge = await boxOf(png, blue);
    // Turned a quarter: taller than wide, running off the right edge.
    expect(edge.y2 - edge.y1).toBeGreaterThan(edge.x2 - edge.x1);
    expect(edge.x2).toBe(3599);
    expect(Math.abs((edge.y1 + edge.y2) / 2 - 2400)).toBeLessThanOrEqual(3);
  });

  it('bends an arched text into a rainbow: the ends sit lower than the middle', async () => {
    const { front } = layersSchema.parse({
      front: [
        {
          type: 'text',
          text: 'RAINBOW ARCH',
          font: 'anton',
          color: '#FF0000',
          x: 0.5,
          y: 0.3,
          width: 0.8,
          arc: 180,
        },
      ],
    });
    const png = await composeLayers(front!, new Map());
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const topmostIn = (x0: number, x1: number) => {
      for (let y = 0; y < 4800; y++)
        for (let x = x0; x < x1; x++)
          if (
            red(
              data[(y * 3600 + x) * 4]!,
              data[(y * 3600 + x) * 4 + 1]!,
              data[(y * 3600 + x) * 4 + 2]!,
              data[(y * 3600 + x) * 4 + 3]!,
            )
          )
            return y;
      return -1;
    };
    const middle = topmostIn(1700, 1900);
    const left = topmostIn(360, 700);
    expect(middle).toBeGreaterThan(0);
    expect(left - middle).toBeGreaterThan(400);
  });

  it('closes every glyph contour, so an outline joins at each corner instead of leaving a notch', () => {
    const { d } = textOutlines({ text: 'TH', font: 'anton', arc: 0, align: 'center', letter_spacing: 0 });
    expect(d.match(/M/g)!.length).toBe(d.match(/Z/g)!.length);
    expect(d).not.toMatch(/NaN/);
  });
});
