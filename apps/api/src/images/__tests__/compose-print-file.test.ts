import { designCorners, type Placement, type PrintArea } from '@prompttee/domain/placement';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composePrintFile, PlacementOutsidePrintAreaError } from '../compose-print-file';
import { readXmp, withXmp } from '../png-xmp';
import { parseProvenanceXmp, provenanceXmp } from '../provenance';

/** A tenth of the real resolution: the same geometry, a hundredth of the pixels. */
const SMALL_AREA: PrintArea = { widthIn: 12, heightIn: 16, dpi: 30 };

type Rect = { x0: number; y0: number; x1: number; y1: number };

/** A transparent design whose only opaque content is `rect` (pixel edges, end exclusive). */
async function designWithRect(width: number, height: number, rect: Rect): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = rect.y0; y < rect.y1; y++) {
    for (let x = rect.x0; x < rect.x1; x++) pixels.set([200, 30, 60, 255], (y * width + x) * 4);
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** Where the rectangle's corners must land: scaled to the box, turned clockwise, centred. */
function expectedCorners(
  design: { width: number; height: number },
  rect: Rect,
  p: Placement,
  area: PrintArea,
) {
  const canvasW = area.widthIn * area.dpi;
  const canvasH = area.heightIn * area.dpi;
  const boxW = Math.round(p.width * canvasW);
  const boxH = Math.round((boxW * 4) / 3);
  const s = boxW / design.width;
  const rad = (p.rotation * Math.PI) / 180;
  return [
    [rect.x0, rect.y0],
    [rect.x1, rect.y0],
    [rect.x1, rect.y1],
    [rect.x0, rect.y1],
  ].map(([x, y]) => {
    const u = x! * s - boxW / 2;
    const v = y! * s - boxH / 2;
    return {
      x: p.x * canvasW + u * Math.cos(rad) - v * Math.sin(rad),
      y: p.y * canvasH + u * Math.sin(rad) + v * Math.cos(rad),
    };
  });
}

async function opaqueBox(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (alphaAt(x, y) < 128) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x + 1);
      y1 = Math.max(y1, y + 1);
    }
  }
  return { box: { x0, y0, x1, y1 }, info, alphaAt };
}

const design = { width: 360, height: 480 };
const rect: Rect = { x0: 90, y0: 120, x1: 270, y1: 360 };

describe('composePrintFile', () => {
  const cases: [string, Placement][] = [
    ['centred at the default size', { x: 0.5, y: 0.5, width: 0.8, rotation: 0 }],
    ['the whole print area', { x: 0.5, y: 0.5, width: 1, rotation: 0 }],
    ['left chest, small', { x: 0.72, y: 0.15, width: 0.3, rotation: 0 }],
    ['turned 90 degrees', { x: 0.4, y: 0.55, width: 0.6, rotation: 90 }],
    ['turned -90 degrees', { x: 0.5, y: 0.5, width: 0.5, rotation: -90 }],
    ['turned 45 degrees', { x: 0.5, y: 0.5, width: 0.5, rotation: 45 }],
    ['turned -30 degrees off centre', { x: 0.45, y: 0.6, width: 0.4, rotation: -30 }],
  ];
  for (const [name, placement] of cases) {
    it(`lands the design's opaque rectangle on the expected pixel box: ${name}`, async () => {
      const png = await composePrintFile(
        await designWithRect(design.width, design.height, rect),
        placement,
        SMALL_AREA,
      );
      const { box, info, alphaAt } = await opaqueBox(png);
      expect([info.width, info.height]).toEqual([360, 480]);
      const corners = expectedCorners(design, rect, placement, SMALL_AREA);
      const xs = corners.map((c) => c.x);
      const ys = corners.map((c) => c.y);
      // A turn that is not a multiple of 90 degrees anti-aliases the corners: a pixel's worth of
      // tolerance there, exact edges otherwise.
      const tolerance = placement.rotation % 90 === 0 ? 1 : 1.5;
      expect(Math.abs(box.x0 - Math.min(...xs))).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(box.y0 - Math.min(...ys))).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(box.x1 - Math.max(...xs))).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(box.y1 - Math.max(...ys))).toBeLessThanOrEqual(tolerance);
      // Nothing at all, not even a resampling filter's faint ring, outside the design's turned box
      // as the domain computes it (designCorners, in inches), grown by one pixel.
      const box3 = designCorners(placement, SMALL_AREA).map((c) => ({
        x: c.x * SMALL_AREA.dpi,
        y: c.y * SMALL_AREA.dpi,
      }));
      const centre = { x: (box3[0]!.x + box3[2]!.x) / 2, y: (box3[0]!.y + box3[2]!.y) / 2 };
      const half = {
        w: Math.hypot(box3[1]!.x - box3[0]!.x, box3[1]!.y - box3[0]!.y) / 2 + 1,
        h: Math.hypot(box3[3]!.x - box3[0]!.x, box3[3]!.y - box3[0]!.y) / 2 + 1,
      };
      const rad = (-placement.rotation * Math.PI) / 180;
      let stray = 0;
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          if (alphaAt(x, y) === 0) continue;
          const dx = x + 0.5 - centre.x;
          const dy = y + 0.5 - centre.y;
          const u = dx * Math.cos(rad) - dy * Math.sin(rad);
          const v = dx * Math.sin(rad) + dy * Math.cos(rad);
          if (Math.abs(u) > half.w || Math.abs(v) > half.h) stray++;
        }
      }
      expect(stray).toBe(0);
    });
  }

  it('keeps a design flush with the print area edge inside the file', async () => {
    const full = await designWithRect(design.width, design.height, { x0: 0, y0: 0, x1: 360, y1: 480 });
    const png = await composePrintFile(full, { x: 0.5, y: 0.5, width: 1, rotation: 0 }, SMALL_AREA);
    const { box } = await opaqueBox(png);
    expect(box).toEqual({ x0: 0, y0: 0, x1: 360, y1: 480 });
  });

  it('fits a design that is not 3:4 inside its box without stretching it', async () => {
    // A square design, fully opaque, in a 180 x 240 box: 180 x 180, centred vertically.
    const square = await designWithRect(300, 300, { x0: 0, y0: 0, x1: 300, y1: 300 });
    const png = await composePrintFile(square, { x: 0.5, y: 0.5, width: 0.5, rotation: 0 }, SMALL_AREA);
    const { box } = await opaqueBox(png);
    expect(box).toEqual({ x0: 90, y0: 150, x1: 270, y1: 330 });
  });

  it('refuses a placement whose turned box leaves the print area, or is too small', async () => {
    const png = await designWithRect(design.width, design.height, rect);
    await expect(
      composePrintFile(png, { x: 0.5, y: 0.5, width: 1, rotation: 10 }, SMALL_AREA),
    ).rejects.toThrow(PlacementOutsidePrintAreaError);
    await expect(
      composePrintFile(png, { x: 0.1, y: 0.5, width: 0.5, rotation: 0 }, SMALL_AREA),
    ).rejects.toThrow('inside the print area');
    await expect(
      composePrintFile(png, { x: 0.5, y: 0.5, width: 0.01, rotation: 0 }, SMALL_AREA),
    ).rejects.toThrow('at least 5%');
  });

  it('makes the producer file: 3600 x 4800 px at 300 DPI, transparent, with the provenance XMP', async () => {
    const packet = provenanceXmp({
      prompt: 'a fox',
      subjects: ['fox'],
      creatorTool: 'PromptTee local generator',
      digitalSourceType: 'algorithmicMedia',
    });
    const printPng = withXmp(
      await designWithRect(3600, 4800, { x0: 900, y0: 1200, x1: 2700, y1: 3600 }),
      packet,
    );
    const png = await composePrintFile(printPng, { x: 0.5, y: 0.35, width: 0.6, rotation: 0 });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels, meta.density]).toEqual([
      'png',
      3600,
      4800,
      4,
      300,
    ]);
    expect(parseProvenanceXmp(readXmp(png)!)?.prompt).toBe('a fox');
    // Box 2160 x 2880 centred at (1800, 1680); the rectangle is its middle half.
    const { box } = await opaqueBox(png);
    expect(box).toEqual({ x0: 1260, y0: 960, x1: 2340, y1: 2400 });
  });
});
