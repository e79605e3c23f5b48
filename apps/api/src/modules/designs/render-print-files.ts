import sharp from 'sharp';
import type { GeneratedImage } from '../../ports/image-generator';

/** The print file every producer gets: 12 x 16 in at 300 DPI, transparent around the artwork. */
export const PRINT_FILE = { width: 3600, height: 4800, dpi: 300 } as const;
/** The screens' thumbnail fits in this box; WebP keeps it small enough for the design picker grid. */
export const THUMBNAIL_BOX = { width: 384, height: 512 } as const;

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

export type PrintFiles = { printPng: Buffer; thumbnailWebp: Buffer };

/**
 * Turns whatever a generator returned into the print-ready PNG and the screens' thumbnail.
 * The artwork is fitted inside the print area without distortion and centred.
 */
export async function renderPrintFiles(image: GeneratedImage): Promise<PrintFiles> {
  const scale = Math.min(PRINT_FILE.width / image.width, PRINT_FILE.height / image.height);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  // An exact whole-number enlargement (the local generator renders at 1/2 size on purpose) copies
  // each pixel into a block: the anti-aliasing resvg drew survives and it is ~8x faster than
  // Lanczos on 17 million pixels. Any other ratio (an OpenAI 1024 x 1536 image) gets Lanczos.
  const wholeNumber = Number.isInteger(scale) && width === image.width * scale && height === image.height * scale;

  const print = sharp(image.png)
    .ensureAlpha()
    .resize(width, height, { kernel: wholeNumber ? 'nearest' : 'lanczos3', fit: 'fill' })
    .extend({
      top: Math.floor((PRINT_FILE.height - height) / 2),
      bottom: Math.ceil((PRINT_FILE.height - height) / 2),
      left: Math.floor((PRINT_FILE.width - width) / 2),
      right: Math.ceil((PRINT_FILE.width - width) / 2),
      background: transparent,
    })
    .withMetadata({ density: PRINT_FILE.dpi })
    // Level 1 without adaptive filtering: a few hundred kB more per file, ~20x faster than
    // the defaults, which matters in the generation job's time budget.
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();

  const thumbnail = sharp(image.png)
    .ensureAlpha()
    .resize(THUMBNAIL_BOX.width, THUMBNAIL_BOX.height, { fit: 'contain', background: transparent })
    .webp({ quality: 78, alphaQuality: 90, effort: 3 })
    .toBuffer();

  const [printPng, thumbnailWebp] = await Promise.all([print, thumbnail]);
  return { printPng, thumbnailWebp };
}
