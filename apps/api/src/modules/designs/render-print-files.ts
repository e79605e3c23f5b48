import sharp, { type Sharp } from 'sharp';
import { withXmp } from '../../images/png-xmp';
import { provenanceXmp } from '../../images/provenance';
import type { ContentCredentials } from '../../ports/content-credentials';
import type { GeneratedImage, RawImage } from '../../ports/image-generator';

/** The print file every producer gets: 12 x 16 in at 300 DPI, transparent around the artwork. */
export const PRINT_FILE = { width: 3600, height: 4800, dpi: 300 } as const;
/** The screens' thumbnail fits in this box; WebP keeps it small enough for the design picker grid. */
export const THUMBNAIL_BOX = { width: 384, height: 512 } as const;

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
const channels = 4;

export type PrintFiles = { printPng: Buffer; thumbnailWebp: Buffer };

/**
 * Both files at once (the pipeline before the two-stage job): see `thumbnail` and `printFile`.
 */
export async function renderPrintFiles(image: GeneratedImage, signal?: AbortSignal): Promise<PrintFiles> {
  const [thumbnailWebp, printPng] = await Promise.all([thumbnail(image, signal), printFile(image, signal)]);
  return { printPng, thumbnailWebp };
}

/**
 * The screens' WebP thumbnail, made before the print file exists (decision 021). A preview the
 * generator already drew at least this wide is used as it is (the local generator's is exactly
 * 384 px: no second small render); a vector with a smaller preview is drawn small (~40 ms); a
 * raster is scaled down.
 */
export async function thumbnail(image: GeneratedImage, signal?: AbortSignal): Promise<Buffer> {
  const source =
    image.renderAt && image.width < THUMBNAIL_BOX.width
      ? fromRaw(await image.renderAt(THUMBNAIL_BOX.width, signal))
      : sharp(image.png);
  return source
    .resize(THUMBNAIL_BOX.width, THUMBNAIL_BOX.height, { fit: 'contain', background: transparent })
    .webp({ quality: 78, alphaQuality: 90, effort: 3 })
    .toBuffer();
}

/**
 * The print-ready PNG: the artwork fitted inside 3600 x 4800 without distortion, centred on a
 * transparent background, marked 300 DPI, carrying the generator's provenance as XMP and, given
 * `credentials`, as a signed C2PA manifest too (~2 ms for a drawn design's ~1 MB). A vector generator draws it at full size
 * (never upscaled); a raster is enlarged. An image without provenance (a customer's upload) gets
 * neither.
 */
export async function printFile(
  image: GeneratedImage,
  signal?: AbortSignal,
  credentials?: ContentCredentials,
): Promise<Buffer> {
  const png = image.renderAt ? await vectorPrint(image.renderAt, signal) : await rasterPrint(image);
  if (!image.provenance) return png;
  const marked = withXmp(png, provenanceXmp(image.provenance));
  return credentials ? credentials.signPng(marked, image.provenance) : marked;
}

/** Pixels across the design really has: what the effective DPI of a placement is computed from. */
export const sourceWidthOf = (image: GeneratedImage) =>
  image.sourceWidth ?? (image.renderAt ? PRINT_FILE.width : image.width);

async function vectorPrint(renderAt: NonNullable<GeneratedImage['renderAt']>, signal?: AbortSignal) {
  const drawn = await renderAt(PRINT_FILE.width, signal);
  signal?.throwIfAborted();
  if (drawn.height === PRINT_FILE.height) return encode(fromRaw(drawn));
  // Not 3:4: centre it on the print canvas rather than stretch it.
  const placed = await fromRaw(drawn).png({ compressionLevel: 0 }).toBuffer();
  return encode(
    sharp({
      create: { width: PRINT_FILE.width, height: PRINT_FILE.height, channels, background: transparent },
    }).composite([{ input: placed, gravity: 'center' }]),
  );
}

const fromRaw = (raw: RawImage) =>
  sharp(raw.pixels, {
    raw: { width: raw.width, height: raw.height, channels, premultiplied: raw.premultiplied },
  });

const encode = (input: Sharp) =>
  input
    // withDensity writes only the pHYs chunk; withMetadata would also run an ICC colour
    // transform over every pixel (~95 ms here) for nothing.
    .withDensity(PRINT_FILE.dpi)
    // Level 1 without adaptive filtering: a larger file, but ~20x faster than the defaults,
    // which matters in the generation job's time budget.
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();

async function rasterPrint(image: GeneratedImage): Promise<Buffer> {
  // Grey, palette or 16-bit PNGs (other generators) become 8-bit RGBA, which the copy below assumes.
  const source = await sharp(image.png)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = source.info;
  const scale = Math.min(PRINT_FILE.width / width, PRINT_FILE.height / height);

  if (Number.isInteger(scale)) {
    // A whole-number enlargement copies each pixel into a block, keeping the anti-aliasing, and
    // done here it skips sharp's float premultiply round trip over 17 million pixels (~60 ms
    // instead of ~170 ms).
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
