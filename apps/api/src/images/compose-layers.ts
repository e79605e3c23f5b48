import { type Layer, type PrintArea, TEE_PRINT_AREA, type TextLayer } from '@prompttee/domain';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { printAreaPixels } from './compose-print-file';
import { textOutlines } from './text-outlines';

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

type Piece = { data: Buffer; width: number; height: number; left: number; top: number };

/** The PNG bytes of each design an image layer paints, by design id (the caller checked ownership). */
export type DesignImages = ReadonlyMap<string, Buffer>;

/**
 * One side's print file from its layers, painted in order onto the transparent print area (3600 x
 * 4800 px at 300 DPI for a tee): each image fitted to its 3:4 box, each text as vector outlines from
 * the bundled font file rendered by resvg, each turned about its centre and placed at (x, y); what
 * hangs over an edge is cut off there.
 */
export async function composeLayers(
  layers: readonly Layer[],
  images: DesignImages,
  area: PrintArea = TEE_PRINT_AREA,
): Promise<Buffer> {
  const canvas = printAreaPixels(area);
  const pieces = await Promise.all(
    layers.map((layer) =>
      layer.type === 'image' ? imagePiece(layer, images, canvas) : textPiece(layer, canvas),
    ),
  );
  const inputs = pieces
    .map((piece) => piece && cropToCanvas(piece, canvas))
    .filter((piece): piece is Piece => piece !== null)
    .map((p) => ({
      input: p.data,
      raw: { width: p.width, height: p.height, channels: 4 as const },
      left: p.left,
      top: p.top,
    }));
  return sharp({ create: { ...canvas, channels: 4, background: transparent } })
    .composite(inputs)
    .withDensity(area.dpi)
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

type Canvas = { width: number; height: number };

async function imagePiece(
  layer: Extract<Layer, { type: 'image' }>,
  images: DesignImages,
  canvas: Canvas,
): Promise<Piece | null> {
  const png = images.get(layer.design_id);
  if (!png) throw new Error(`No image for design ${layer.design_id}`);
  const width = Math.max(1, Math.round(layer.width * canvas.width));
  const height = Math.max(1, Math.round((width * 4) / 3));
  let art = await sharp(png)
    .ensureAlpha()
    .resize(width, height, { fit: 'contain', background: transparent, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (layer.rotation % 360 !== 0) {
    art = await sharp(art.data, { raw: { width: art.info.width, height: art.info.height, channels: 4 } })
      .rotate(layer.rotation, { background: transparent })
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  return centred(art.data, art.info.width, art.info.height, layer, canvas);
}

/** The text's SVG, just big enough for its turned box, rendered by resvg on the thread pool. */
export function textLayerSvg(layer: TextLayer, canvas: Canvas) {
  const outlines = textOutlines(layer);
  const scale = (layer.width * canvas.width) / outlines.box.width;
  const w = outlines.box.width * scale;
  const h = outlines.box.height * scale;
  const rad = (layer.rotation * Math.PI) / 180;
  const svgWidth = Math.ceil(Math.abs(w * Math.cos(rad)) + Math.abs(h * Math.sin(rad))) + 2;
  const svgHeight = Math.ceil(Math.abs(w * Math.sin(rad)) + Math.abs(h * Math.cos(rad))) + 2;
  const cx = outlines.box.x + outlines.box.width / 2;
  const cy = outlines.box.y + outlines.box.height / 2;
  const stroke = layer.outline
    ? ` stroke="${layer.outline.color}" stroke-width="${outlines.strokeWidth}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${svgWidth}" height="${svgHeight}">` +
    `<g transform="translate(${svgWidth / 2} ${svgHeight / 2}) rotate(${layer.rotation}) scale(${scale}) translate(${-cx} ${-cy})">` +
    `<path d="${outlines.d}" fill="${layer.color}"${stroke}/></g></svg>`;
  return { svg, width: svgWidth, height: svgHeight };
}

async function textPiece(layer: TextLayer, canvas: Canvas): Promise<Piece | null> {
  const { svg } = textLayerSvg(layer, canvas);
  const rendered = await renderAsync(svg, { background: 'rgba(0,0,0,0)' });
  // resvg's pixels are premultiplied; sharp's composite wants them straight.
  const straight = await sharp(rendered.pixels, {
    raw: { width: rendered.width, height: rendered.height, channels: 4, premultiplied: true },
  })
    .raw()
    .toBuffer();
  return centred(straight, rendered.width, rendered.height, layer, canvas);
}

const centred = (data: Buffer, width: number, height: number, layer: Layer, canvas: Canvas): Piece => ({
  data,
  width,
  height,
  left: Math.round(layer.x * canvas.width - width / 2),
  top: Math.round(layer.y * canvas.height - height / 2),
});

/** The part of a piece inside the canvas (sharp composites only overlays that fit), or null. */
function cropToCanvas(piece: Piece, canvas: Canvas): Piece | null {
  const left = Math.max(0, piece.left);
  const top = Math.max(0, piece.top);
  const right = Math.min(canvas.width, piece.left + piece.width);
  const bottom = Math.min(canvas.height, piece.top + piece.height);
  if (right <= left || bottom <= top) return null;
  if (
    left === piece.left &&
    top === piece.top &&
    right - left === piece.width &&
    bottom - top === piece.height
  ) {
    return piece;
  }
  const width = right - left;
  const height = bottom - top;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((top - piece.top + y) * piece.width + (left - piece.left)) * 4;
    piece.data.copy(data, y * width * 4, from, from + width * 4);
  }
  return { data, width, height, left, top };
}
