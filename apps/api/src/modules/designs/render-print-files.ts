import sharp, { type Sharp } from 'sharp';
import type { GeneratedImage } from '../../ports/image-generator';

/** The print file every producer gets: 12 x 16 in at 300 DPI, transparent around the artwork. */
export const PRINT_FILE = { width: 3600, height: 4800, dpi: 300 } as const;
/** The screens' thumbnail fits in this box; WebP keeps it small enough for the design picker grid. */
export const THUMBNAIL_BOX = { width: 384, height: 512 } as const;

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
const channels = 4;

export type PrintFiles = { printPng: Buffer; thumbnailWebp: Buffer };

/**
 * Turns whatever a generator returned into the print-ready PNG and the screens' thumbnail: the
 * artwork fitted inside 3600 x 4800 without distortion, centred, on a transparent background.
 */
export async function renderPrintFiles(image: GeneratedImage): Promise<PrintFiles> {
  const thumbnail = sharp(image.png)
    .resize(THUMBNAIL_BOX.width, THUMBNAIL_BOX.height, { fit: 'contain', background: transparent })
    .webp({ quality: 78, alphaQuality: 90, effort: 3 })
    .toBuffer();
  const [printPng, thumbnailWebp] = await Promise.all([printFile(image), thumbnail]);
  return { printPng, thumbnailWebp };
}

async function printFile(image: GeneratedImage): Promise<Buffer> {
  // Grey, palette or 16-bit PNGs (other generators) become 8-bit RGBA, which the copy below assumes.
  const source = await sharp(image.png)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = source.info;
  const scale = Math.min(PRINT_FILE.width / width, PRINT_FILE.height / height);
  const encode = (input: Sharp) =>
    input
      // withDensity writes only the pHYs chunk; withMetadata would also run an ICC colour
      // transform over every pixel (~95 ms here) for nothing.
      .withDensity(PRINT_FILE.dpi)
      // Level 1 without adaptive filtering: a larger file, but ~20x faster than the defaults,
      // which matters in the generation job's time budget.
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer();

  if (Number.isInteger(scale)) {
    // The local generator renders at exactly 1/2 of the print size on purpose. A whole-number
    // enlargement copies each pixel into a block, keeping resvg's anti-aliasing, and done here it
    // skips sharp's float premultiply round trip over 17 million pixels (~60 ms instead of ~170 ms).
    const canvas = placeEnlarged(source.data, width, height, scale);
    return encode(sharp(canvas, { raw: { width: PRINT_FILE.width, height: PRINT_FILE.height, channels } }));
  }
  const fitted = { width: Math.round(width * scale), height: Math.round(height * scale) };
  const pipeline = sharp(source.data, { raw: { width, height, channels } })
    .resize(fitted.width, fitted.height, { kernel: 'lanczos3', fit: 'fill' })
    .extend({
      top: Math.floor((PRINT_FILE.height - fitted.height) / 2),
      bottom: Math.ceil((PRINT_FILE.height - fitted.height) / 2),
      left: Math.floor((PRINT_FILE.width - fitted.width) / 2),
      right: Math.ceil((PRINT_FILE.width - fitted.width) / 2),
      background: transparent,
    });
  return encode(pipeline);
}

/** Nearest-neighbour enlargement by a whole factor, centred on a transparent print canvas. */
function placeEnlarged(rgba: Buffer, width: number, height: number, factor: number): Buffer {
  const canvas = Buffer.alloc(PRINT_FILE.width * PRINT_FILE.height * channels);
  // Whole pixels are moved as 32-bit words; a Uint32Array view needs a 4-byte aligned start.
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : Buffer.from(rgba);
  const src = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const dst = new Uint32Array(canvas.buffer, canvas.byteOffset, PRINT_FILE.width * PRINT_FILE.height);
  const left = Math.floor((PRINT_FILE.width - width * factor) / 2);
  const top = Math.floor((PRINT_FILE.height - height * factor) / 2);
  for (let y = 0; y < height; y++) {
    const rowStart = (top + y * factor) * PRINT_FILE.width + left;
    let o = rowStart;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const pixel = src[i] as number;
      for (let k = 0; k < factor; k++) dst[o++] = pixel;
    }
    // The other rows of the block are copies of the first.
    const row = dst.subarray(rowStart, rowStart + width * factor);
    for (let k = 1; k < factor; k++) dst.set(row, rowStart + k * PRINT_FILE.width);
  }
  return canvas;
}
