import { MAX_UPLOAD_PIXELS } from '@prompttee/domain';
import sharp, { type Metadata, type OutputInfo } from 'sharp';

export type UploadFormat = 'png' | 'jpeg' | 'webp';

/** What the bytes are, from their magic numbers alone: a name or a declared type proves nothing. */
export function sniffImageFormat(bytes: Buffer): UploadFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export class UnsupportedImageError extends Error {}
export class ImageTooLargeError extends Error {}

export type NormalizedUpload = {
  /** The image turned upright, in sRGB, without metadata, centred on a transparent 3:4 canvas. */
  png: Buffer;
  /** Pixels across the 3:4 canvas: what the placement's effective DPI is computed from. */
  width: number;
  height: number;
};

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
/** The print file's width: an upload's 3:4 canvas is never stored wider. */
const MAX_STORED_WIDTH = 3600;

/**
 * Checks an upload by its content and makes the stored design of it. sharp reads the header
 * first, so a file declaring more than 50 megapixels (a decompression bomb) is refused before a
 * single pixel is decoded; limitInputPixels stops the decoder too, should the header lie.
 */
export async function normalizeUpload(bytes: Buffer): Promise<NormalizedUpload> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new UnsupportedImageError();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError();
  }
  if (meta.format !== format) throw new UnsupportedImageError();
  if (!meta.width || !meta.height) throw new UnsupportedImageError();
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw new ImageTooLargeError();

  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
      // Turns by the EXIF orientation, which is then dropped with the rest of the metadata.
      .rotate()
      // Converts through the embedded ICC profile, if any, to sRGB; the profile is not kept.
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw new ImageTooLargeError();
    throw new UnsupportedImageError();
  }
  // Every design box is 3:4 (width:height): pad the image to it rather than stretch or crop it.
  // A canvas wider than the print file (3600 px, 300 DPI across the whole print area) holds more
  // than can be printed: it is scaled down to that, which keeps memory and work bounded.
  const fullCanvas = Math.max(upright.info.width, Math.ceil((upright.info.height * 3) / 4));
  const scale = Math.min(1, MAX_STORED_WIDTH / fullCanvas);
  let pixels = upright.data;
  let [width, height] = [upright.info.width, upright.info.height];
  if (scale < 1) {
    [width, height] = [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
    pixels = await sharp(upright.data, { raw: { ...upright.info, channels: 4 } })
      .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
  }
  const canvasWidth = Math.max(width, Math.ceil((height * 3) / 4));
  const canvasHeight = Math.max(height, Math.ceil((canvasWidth * 4) / 3));
  const left = Math.floor((canvasWidth - width) / 2);
  const top = Math.floor((canvasHeight - height) / 2);
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .extend({
      left,
      right: canvasWidth - width - left,
      top,
      bottom: canvasHeight - height - top,
      background: transparent,
    })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, width: canvasWidth, height: canvasHeight };
}
