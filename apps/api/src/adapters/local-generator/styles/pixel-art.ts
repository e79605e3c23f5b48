import { Resvg } from '@resvg/resvg-js';
import type { Box } from '../drawing-context';
import { n } from '../svg';

/**
 * Pixel art from any drawing: the figures are rendered `cells` pixels across (resvg, ~2 ms),
 * each pixel becomes a square in a reduced palette, and a one-square outline in `ink` runs round
 * the whole shape, like sprites of 8-bit games. Squares of one colour in a row are merged.
 */
export function pixelate(markup: string, bounds: Box, cells: number, ink: string, light: string): string {
  // Whole canvas units per square, on whole-unit positions: at 600 and 3600 px wide every edge
  // falls between pixels, so squares print crisp with no half-transparent seams.
  const size = Math.max(1, Math.round(bounds.w / cells));
  const rows = Math.max(1, Math.ceil(bounds.h / size));
  const pad = 2;
  const w = Math.ceil(bounds.w / size) + 2 * pad;
  const h = rows + 2 * pad;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" ` +
    `viewBox="${Math.round(bounds.x) - pad * size} ${Math.round(bounds.y) - pad * size} ${w * size} ${h * size}">${markup}</svg>`;
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
  // An ink outline one square wide, then a light one: the sprite reads on white and black shirts.
  const touches = (x: number, y: number, d: number) =>
    [colourAt(x - d, y), colourAt(x + d, y), colourAt(x, y - d), colourAt(x, y + d)].some(Boolean);
  const diagonal = (x: number, y: number) =>
    [colourAt(x - 1, y - 1), colourAt(x + 1, y - 1), colourAt(x - 1, y + 1), colourAt(x + 1, y + 1)].some(
      Boolean,
    );
  const rimAt = (x: number, y: number) =>
    touches(x, y, 1) ? ink : touches(x, y, 2) || diagonal(x, y) ? light : undefined;
  let out = '';
  const x0 = Math.round(bounds.x) - pad * size;
  const y0 = Math.round(bounds.y) - pad * size;
  for (let y = 0; y < h; y++) {
    let run: { colour: string; start: number } | undefined;
    const flush = (end: number) => {
      if (run)
        out += `<rect x="${n(x0 + run.start * size)}" y="${n(y0 + y * size)}" width="${n((end - run.start) * size)}" height="${n(size)}" fill="${run.colour}"/>`;
      run = undefined;
    };
    for (let x = 0; x <= w; x++) {
      const colour = x < w ? (colourAt(x, y) ?? rimAt(x, y)) : undefined;
      if (colour !== run?.colour) {
        flush(x);
        if (colour) run = { colour, start: x };
      }
    }
  }
  return `<g shape-rendering="crispEdges">${out}</g>`;
}
