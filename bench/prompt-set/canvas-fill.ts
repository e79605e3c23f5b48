import { renderDesignRaw } from '../../apps/api/src/adapters/local-generator/index';

/** The share of the canvas's width and height that the design's opaque pixels span. */
export async function canvasFill(svg: string): Promise<{ width: number; height: number }> {
  const { pixels, width, height } = await renderDesignRaw(svg, 90);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((pixels[(y * width + x) * 4 + 3] ?? 0) < 128) continue;
      [left, right, top, bottom] = [
        Math.min(left, x),
        Math.max(right, x),
        Math.min(top, y),
        Math.max(bottom, y),
      ];
    }
  }
  if (right < 0) return { width: 0, height: 0 };
  return { width: (right - left + 1) / width, height: (bottom - top + 1) / height };
}

/** The fill rule: the opaque area spans at least 85 % of the width or of the height. */
export const fillsCanvas = (fill: { width: number; height: number }) =>
  fill.width >= 0.85 || fill.height >= 0.85;
