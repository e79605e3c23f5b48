import { type ImageLayer, outlineStroke, type TextLayer, type TextOutlines } from '@prompttee/domain';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { premultiply } from './blend-over';
import {
  assertDrawable,
  type Canvas,
  centredBox,
  type Piece,
  type PixelBox,
  turnedSize,
  visiblePart,
} from './pixel-window';
import { textOutlines } from './text-outlines';

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
/** A design's stored print file is at most the print area; a larger one is not ours. */
const DESIGN_PIXEL_LIMIT = 3600 * 4800;

/**
 * The visible part of an image layer: the design fitted to its 3:4 box by Lanczos, then either cut
 * to the print area (upright: libvips computes only the window's pixels) or turned about its centre
 * by resvg inside the print area's window, so no pixel off the print area is ever made.
 */
export async function imagePiece(layer: ImageLayer, png: Buffer, canvas: Canvas): Promise<Piece | null> {
  const width = Math.max(1, Math.round(layer.width * canvas.width));
  const height = Math.max(1, Math.round((width * 4) / 3));
  assertDrawable(width, height, canvas);
  const cx = layer.x * canvas.width;
  const cy = layer.y * canvas.height;
  const fit = { fit: 'contain', background: transparent, kernel: 'lanczos3' } as const;
  const design = sharp(png, { limitInputPixels: DESIGN_PIXEL_LIMIT }).ensureAlpha();
  const { width: designWidth = width } = await design.metadata();

  if (layer.rotation % 360 === 0) {
    const box = centredBox(cx, cy, width, height);
    const window = visiblePart(box, canvas);
    if (!window) return null;
    const cut = { left: window.left - box.left, top: window.top - box.top, ...sizeOf(window) };
    // Lanczos shrinks without aliasing; enlarging, a cubic is as sharp at a quarter of the work.
    const kernel = width < designWidth ? 'lanczos3' : 'cubic';
    const data = await design
      .resize(width, height, { ...fit, kernel })
      .extract(cut)
      .raw()
      .toBuffer();
    return { ...window, data: premultiply(data) };
  }
  const turned = turnedSize(width, height, layer.rotation);
  const box = centredBox(cx, cy, turned.width, turned.height);
  const window = visiblePart(box, canvas);
  if (!window) return null;
  // Shrunk by Lanczos beforehand (resvg's filter would alias); enlarged by resvg as it draws.
  const art =
    width < designWidth
      ? await design.resize(width, height, fit).png({ compressionLevel: 1 }).toBuffer()
      : png;
  const body =
    `<image x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" ` +
    `href="data:image/png;base64,${art.toString('base64')}"/>`;
  return drawInWindow(body, `rotate(${layer.rotation})`, box, window);
}

/** The visible part of a text layer: its outlines, scaled and turned, rendered by resvg in the window. */
export async function textPiece(layer: TextLayer, canvas: Canvas): Promise<Piece | null> {
  const outlines = textOutlines(layer);
  const scale = (layer.width * canvas.width) / outlines.box.width;
  assertDrawable(outlines.box.width * scale, outlines.box.height * scale, canvas);
  const turned = turnedSize(outlines.box.width * scale, outlines.box.height * scale, layer.rotation);
  const box = centredBox(layer.x * canvas.width, layer.y * canvas.height, turned.width, turned.height);
  const window = visiblePart(box, canvas);
  if (!window) return null;
  const cx = outlines.box.x + outlines.box.width / 2;
  const cy = outlines.box.y + outlines.box.height / 2;
  return drawInWindow(
    textPathSvg(layer, outlines),
    `rotate(${layer.rotation}) scale(${scale}) translate(${-cx} ${-cy})`,
    box,
    window,
  );
}

/** The text's outlines as one SVG path, in layout units, stroked as the designer's preview strokes it. */
export function textPathSvg(layer: Pick<TextLayer, 'color' | 'outline'>, outlines: TextOutlines) {
  const stroke = outlineStroke(layer.outline?.color, outlines);
  const strokeAttributes = stroke
    ? ` stroke="${stroke.color}" stroke-width="${stroke.width}" stroke-linejoin="${stroke.linejoin}" paint-order="${stroke.paintOrder}"`
    : '';
  return `<path d="${outlines.d}" fill="${layer.color}"${strokeAttributes}/>`;
}

/**
 * Draws `body` (centred on the origin) turned by `transform` at the centre of `box`, rendering only
 * `window`, the box's part on the print area: resvg's pixmap is the window's size.
 */
async function drawInWindow(body: string, transform: string, box: PixelBox, window: PixelBox) {
  const ox = box.left - window.left + box.width / 2;
  const oy = box.top - window.top + box.height / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${window.width}" height="${window.height}">` +
    `<g transform="translate(${ox} ${oy}) ${transform}">${body}</g></svg>`;
  const rendered = await renderAsync(svg, { background: 'rgba(0,0,0,0)' });
  // Premultiplied, as the canvas is; the window's size, as the SVG's is.
  return { ...window, data: rendered.pixels };
}

const sizeOf = (box: PixelBox) => ({ width: box.width, height: box.height });
