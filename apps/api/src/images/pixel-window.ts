/** A canvas's size in pixels. */
export type Canvas = { width: number; height: number };
/** A whole-pixel rectangle on the canvas. */
export type PixelBox = { left: number; top: number; width: number; height: number };
/** Premultiplied RGBA pixels of one layer, where they go on the canvas. */
export type Piece = PixelBox & { data: Buffer };

export class LayerTooLargeError extends Error {}

/**
 * A layer's box (before it is turned) may span at most four print areas, which the contract's
 * limits (2 widths wide, 2 heights tall) allow and nothing beyond; past it the layer is refused
 * before anything is drawn, whatever the caller checked.
 */
export function assertDrawable(width: number, height: number, canvas: Canvas) {
  if (width * height > 4 * canvas.width * canvas.height * 1.05) {
    throw new LayerTooLargeError(
      `a layer of ${Math.round(width)} x ${Math.round(height)} px is past the limit`,
    );
  }
}

/** A box of the given size centred on (cx, cy), on the pixel grid as the print file has it. */
export function centredBox(cx: number, cy: number, width: number, height: number): PixelBox {
  return { left: Math.round(cx - width / 2), top: Math.round(cy - height / 2), width, height };
}

/** The part of `box` on the canvas, or null when none of it is. */
export function visiblePart(box: PixelBox, canvas: Canvas): PixelBox | null {
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const right = Math.min(canvas.width, box.left + box.width);
  const bottom = Math.min(canvas.height, box.top + box.height);
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/** The size of a width x height box turned by `degrees`, with a pixel of slack on each side. */
export function turnedSize(width: number, height: number, degrees: number) {
  const rad = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(rad)), Math.abs(Math.sin(rad))];
  return {
    width: Math.ceil(width * cos + height * sin) + 2,
    height: Math.ceil(width * sin + height * cos) + 2,
  };
}
