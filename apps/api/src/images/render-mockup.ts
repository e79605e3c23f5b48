import { DISPLACEMENT_ENCODING } from '@prompttee/catalog/mockup-layers';
import { designBoxOnMockup, type MockupRect } from '@prompttee/catalog/print-area';
import type { Placement } from '@prompttee/domain/placement';
import sharp from 'sharp';

/**
 * One product side's layers, decoded once (they do not depend on the colour): how the fabric
 * shades (multiply) and lights (screen) a print, and how its folds push the print about.
 */
export type MockupLayers = {
  width: number;
  height: number;
  shading: Uint8Array;
  highlight: Uint8Array;
  /** Interleaved x, y offsets in mockup pixels. */
  displacement: Float32Array;
  /** Where the print can lie (255 on the fabric, 0 off it, on a collar band, under a hood's rim). */
  mask: Uint8Array;
  /** Where the whole print area lies on the mockup, as fractions of the image. */
  printArea: MockupRect;
};

export type MockupImages = { full: Buffer; thumbnail: Buffer };

/** A picture decoded to 8-bit RGBA. */
export type RawImage = { data: Buffer; width: number; height: number };

/** The thumbnail for carts, order rows and e-mails: 2/5 of the mockup, 320 x 400. */
export const MOCKUP_THUMBNAIL_WIDTH = 320;

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

async function gray(file: Buffer, width: number, height: number): Promise<Uint8Array> {
  const data = await sharp(file).extractChannel(0).raw().toBuffer();
  if (data.length !== width * height) throw new Error(`layer is not ${width} x ${height}`);
  return data;
}

/** Decodes a product side's shading, highlight, displacement and mask files (see @prompttee/catalog). */
export async function decodeMockupLayers(
  files: { shading: Buffer; highlight: Buffer; displacement: Buffer; mask: Buffer },
  printArea: MockupRect,
): Promise<MockupLayers> {
  const { width, height } = await sharp(files.shading).metadata();
  const [shading, highlight, rg, mask] = await Promise.all([
    gray(files.shading, width, height),
    gray(files.highlight, width, height),
    sharp(files.displacement).removeAlpha().raw().toBuffer(),
    gray(files.mask, width, height),
  ]);
  const { zero, unitsPerPixel } = DISPLACEMENT_ENCODING;
  const displacement = new Float32Array(width * height * 2);
  for (let i = 0; i < width * height; i++) {
    displacement[i * 2] = (rg[i * 3]! - zero) / unitsPerPixel;
    displacement[i * 2 + 1] = (rg[i * 3 + 1]! - zero) / unitsPerPixel;
  }
  return { width, height, shading, highlight, displacement, mask, printArea };
}

/**
 * The mockup of one item side: the design at its placement on the colour's base photo, pushed
 * about by the folds, multiplied by the fabric's shading, lit by its highlights and clipped by
 * the printable fabric's mask. `design` is any
 * image sharp reads (the design's WebP thumbnail is plenty for 800 px and decodes in a few ms; the
 * 3600 x 4800 print PNG works too, slower). `background` flattens the transparent stage (e-mails).
 */
export async function renderMockup(input: {
  /** The colour's picture: a file sharp reads, or already decoded (the caller's copy is kept). */
  base: Buffer | RawImage;
  layers: MockupLayers;
  design: Buffer;
  placement: Placement;
  background?: string;
}): Promise<MockupImages> {
  const { layers, placement } = input;
  const { width: W, height: H } = layers;
  const box = designBoxOnMockup(layers.printArea, placement);
  const boxW = box.width * W;
  const boxH = box.height * H;
  const decoded = async (): Promise<RawImage> => {
    if (!Buffer.isBuffer(input.base)) return { ...input.base, data: Buffer.from(input.base.data) };
    const { data, info } = await sharp(input.base).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const [base, art] = await Promise.all([
    decoded(),
    sharp(input.design)
      .ensureAlpha()
      .resize(Math.max(1, Math.round(boxW)), Math.max(1, Math.round(boxH)), {
        fit: 'contain',
        background: transparent,
      })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  if (base.width !== W || base.height !== H) throw new Error(`base is not ${W} x ${H}`);
  const out = base.data;
  printOnFabric(out, layers, art.data, art.info.width, art.info.height, {
    cx: (box.left + box.width / 2) * W,
    cy: (box.top + box.height / 2) * H,
    boxW,
    boxH,
    rotation: placement.rotation,
  });
  let image = sharp(out, { raw: { width: W, height: H, channels: 4 } });
  if (input.background) image = image.flatten({ background: input.background });
  // Effort 1: within a few % of effort 2's size here, at two thirds of its encoding time. Both
  // sizes are encoded at once: libvips spreads them over the cores.
  const webp = { quality: 84, alphaQuality: 90, effort: 1 };
  const [full, thumbnail] = await Promise.all([
    image.clone().webp(webp).toBuffer(),
    image
      .clone()
      .resize(MOCKUP_THUMBNAIL_WIDTH, Math.round((MOCKUP_THUMBNAIL_WIDTH * H) / W))
      .webp(webp)
      .toBuffer(),
  ]);
  return { full, thumbnail };
}

type Box = { cx: number; cy: number; boxW: number; boxH: number; rotation: number };

/**
 * Composites the design (straight RGBA, artW x artH) over the base in place. For each mockup pixel
 * near the box: step back along the fold displacement, turn into the design's own coordinates,
 * sample it bilinearly, shade and light it as the fabric there, and lay it over the base.
 */
function printOnFabric(out: Buffer, layers: MockupLayers, art: Buffer, artW: number, artH: number, box: Box) {
  const { width: W, height: H, shading, highlight, displacement, mask } = layers;
  const rad = (box.rotation * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  // Screen pixels to design pixels: undo the turn, then scale the box onto the resized art.
  const sx = artW / box.boxW;
  const sy = artH / box.boxH;
  const reach = Math.hypot(box.boxW, box.boxH) / 2 + 8;
  const x0 = Math.max(0, Math.floor(box.cx - reach));
  const x1 = Math.min(W - 1, Math.ceil(box.cx + reach));
  const y0 = Math.max(0, Math.floor(box.cy - reach));
  const y1 = Math.min(H - 1, Math.ceil(box.cy + reach));
  // Premultiplied copy of the art with a transparent border, so bilinear reads need no bounds checks.
  const pw = artW + 2;
  const pre = new Float32Array(pw * (artH + 2) * 4);
  for (let y = 0; y < artH; y++) {
    for (let x = 0; x < artW; x++) {
      const s = (y * artW + x) * 4;
      const d = ((y + 1) * pw + x + 1) * 4;
      const a = art[s + 3]! / 255;
      pre[d] = (art[s]! / 255) * a;
      pre[d + 1] = (art[s + 1]! / 255) * a;
      pre[d + 2] = (art[s + 2]! / 255) * a;
      pre[d + 3] = a;
    }
  }
  const rgba = new Float32Array(4);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * W + x;
      const dx = x + 0.5 - displacement[i * 2]! - box.cx;
      const dy = y + 0.5 - displacement[i * 2 + 1]! - box.cy;
      // +0.5 for the pixel centre, +1 for the border.
      const u = (dx * cos + dy * sin + box.boxW / 2) * sx + 0.5;
      const v = (-dx * sin + dy * cos + box.boxH / 2) * sy + 0.5;
      if (u <= 0 || v <= 0 || u >= artW + 1 || v >= artH + 1) continue;
      const ux = Math.floor(u);
      const vy = Math.floor(v);
      const fx = u - ux;
      const fy = v - vy;
      const p00 = (vy * pw + ux) * 4;
      const p10 = p00 + 4;
      const p01 = p00 + pw * 4;
      const p11 = p01 + 4;
      const w00 = (1 - fx) * (1 - fy);
      const w10 = fx * (1 - fy);
      const w01 = (1 - fx) * fy;
      const w11 = fx * fy;
      // Clipped by the printable fabric: nothing prints past the product's edge or on a collar band.
      const clip = mask[i]! / 255;
      for (let c = 0; c < 4; c++) {
        rgba[c] =
          (pre[p00 + c]! * w00 + pre[p10 + c]! * w10 + pre[p01 + c]! * w01 + pre[p11 + c]! * w11) * clip;
      }
      const alpha = rgba[3]!;
      if (alpha <= 0.001) continue;
      const shade = shading[i]! / 255;
      const light = highlight[i]! / 255;
      const o = i * 4;
      const baseA = out[o + 3]! / 255;
      const outA = alpha + baseA * (1 - alpha);
      for (let c = 0; c < 3; c++) {
        // Premultiplied multiply-then-screen: C*s + alpha*h - C*s*h.
        const printed = rgba[c]! * shade;
        const lit = printed + alpha * light - printed * light;
        const under = (out[o + c]! / 255) * baseA * (1 - alpha);
        out[o + c] = Math.round(Math.min(1, (lit + under) / outA) * 255);
      }
      out[o + 3] = Math.round(outA * 255);
    }
  }
}
