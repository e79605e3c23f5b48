import type { Canvas, Piece } from './pixel-window';

// Compositing in place on one canvas-sized buffer, in premultiplied RGBA: a side of any number of
// layers holds the canvas and one layer's visible pixels, never a copy of either.

/** Straight RGBA to premultiplied, in place. */
export function premultiply<T extends Uint8Array>(data: T): T {
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]!;
    if (a === 255) continue;
    data[i] = (data[i]! * a + 127) / 255;
    data[i + 1] = (data[i + 1]! * a + 127) / 255;
    data[i + 2] = (data[i + 2]! * a + 127) / 255;
  }
  return data;
}

/** Paints a premultiplied piece over the premultiplied canvas where it lies ("source over"). */
export function paintOver(canvas: Uint8Array, size: Canvas, piece: Piece) {
  const { data } = piece;
  for (let row = 0; row < piece.height; row++) {
    let i = ((piece.top + row) * size.width + piece.left) * 4;
    let j = row * piece.width * 4;
    for (let col = 0; col < piece.width; col++, i += 4, j += 4) {
      const a = data[j + 3]!;
      if (a === 0) continue;
      if (a === 255) {
        canvas[i] = data[j]!;
        canvas[i + 1] = data[j + 1]!;
        canvas[i + 2] = data[j + 2]!;
        canvas[i + 3] = 255;
        continue;
      }
      const keep = 255 - a;
      canvas[i] = data[j]! + (canvas[i]! * keep + 127) / 255;
      canvas[i + 1] = data[j + 1]! + (canvas[i + 1]! * keep + 127) / 255;
      canvas[i + 2] = data[j + 2]! + (canvas[i + 2]! * keep + 127) / 255;
      canvas[i + 3] = a + (canvas[i + 3]! * keep + 127) / 255;
    }
  }
}
