import { Resvg } from '@resvg/resvg-js';
import type { Box } from '../drawing-context';
import { n } from '../svg';

/**
 * Pixel art from any drawing: the figures are rendered `cells` pixels across (resvg, ~2 ms),
 * each pixel becomes a square in a reduced palette, and a one-square outline in `ink` runs round
 * the whole shape, like sprites of 8-bit games. Squares of one colour in a row are merged.
 */
export function pixelate(markup: string, bounds: Box, cells: number, ink: string): string {
  const size = bounds.w / cells;
  const rows = Math.max(1, Math.round(bounds.h / size));
  const pad = 1;
  const w = cells + 2 * pad;
  const h = rows + 2 * pad;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" ` +
    `viewBox="${bounds.x - pad * size} ${bounds.y - pad * size} ${w * size} ${h * size}">${markup}</svg>`;
  const { pixels } = new Resvg(svg, { fitTo: { mode: 'width', value: w } }).render();
  const colourAt = (x: number, y: number): string | undefined => {
    if (x < 0 || y < 0 || x >= w || y >= h) return undefined;
    const i = (y * w + x) * 4;
    if ((pixels[i + 3] ?? 0) < 128) return undefined;
    // 6 levels a channel: few enough to read as a sprite, enough to keep the subject's colours.
    const q = (v: number) => Math.round((v ?? 0) / 51) * 51;
    return `#${[pixels[i], pixels[i + 1], pixels[i + 2]]
      .map((v) =>
        q(v ?? 0)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  };
  let out = '';
  const x0 = bounds.x - pad * size;
  const y0 = bounds.y - pad * size;
  for (let y = 0; y < h; y++) {
    let run: { colour: string; start: number } | undefined;
    const flush = (end: number) => {
      if (run)
        out += `<rect x="${n(x0 + run.start * size)}" y="${n(y0 + y * size)}" width="${n((end - run.start) * size + 0.3)}" height="${n(size + 0.3)}" fill="${run.colour}"/>`;
      run = undefined;
    };
    for (let x = 0; x <= w; x++) {
      let colour = x < w ? colourAt(x, y) : undefined;
      if (!colour && x < w) {
        const edge = [colourAt(x - 1, y), colourAt(x + 1, y), colourAt(x, y - 1), colourAt(x, y + 1)].some(
          Boolean,
        );
        if (edge) colour = ink;
      }
      if (colour !== run?.colour) {
        flush(x);
        if (colour) run = { colour, start: x };
      }
    }
  }
  return out;
}
