import { type Layer, type PrintArea, TEE_PRINT_AREA } from '@prompttee/domain';
import sharp from 'sharp';
import { paintOver } from './blend-over';
import { printAreaPixels } from './compose-print-file';
import { imagePiece, textPiece } from './layer-pieces';

const LARGE_PIECE_BYTES = 16 * 1024 * 1024;

/** The PNG bytes of each design an image layer paints, by design id (the caller checked ownership). */
export type DesignImages = ReadonlyMap<string, Buffer>;

/**
 * One side's print file from its layers, painted in order onto the transparent print area (3600 x
 * 4800 px at 300 DPI for a tee): each image fitted to its 3:4 box, each text as vector outlines from
 * the bundled font file rendered by resvg, each turned about its centre and placed at (x, y).
 * Only the part of a layer on the print area is ever drawn, one layer at a time, straight onto the
 * one canvas buffer, so a side takes memory for its print size, whatever its layers' sizes.
 */
export async function composeLayers(
  layers: readonly Layer[],
  images: DesignImages,
  area: PrintArea = TEE_PRINT_AREA,
  options: { collectGarbage?: () => void } = {},
): Promise<Buffer> {
  const size = printAreaPixels(area);
  // Premultiplied RGBA, transparent: Buffer.alloc fills it with zeros.
  const canvas = Buffer.alloc(size.width * size.height * 4);
  for (const layer of layers) {
    const piece =
      layer.type === 'image'
        ? await imagePiece(layer, designPng(images, layer.design_id), size)
        : await textPiece(layer, size);
    if (!piece) continue;
    paintOver(canvas, size, piece);
    // resvg's pixmap is freed only when V8 collects its wrapper, which V8 does not hurry, as it
    // cannot see the native memory behind it: a large piece is let go before the next is made.
    if (piece.data.length > LARGE_PIECE_BYTES) options.collectGarbage?.();
  }
  return sharp(canvas, { raw: { ...size, channels: 4, premultiplied: true } })
    .withDensity(area.dpi)
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

function designPng(images: DesignImages, id: string) {
  const png = images.get(id);
  if (!png) throw new Error(`No image for design ${id}`);
  return png;
}
