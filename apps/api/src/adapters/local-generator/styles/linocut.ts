import type { Box, DrawingContext } from '../drawing-context';
import { n } from '../svg';
import { mixHex, parseColour, toHex, type Rgb } from './colour';

/**
 * The carved ground of a linocut block with no setting to show: rows of gouge strokes in the
 * paper colour under the figures, as a cutter leaves them; the ink above is left whole.
 */
export function carvedGround(ctx: DrawingContext, box: Box): string {
  const { palette, random } = ctx;
  let d = '';
  // The ground the figures stand on: rows of long cuts, closer together towards the front.
  for (
    let y = box.y + box.h * 0.7, gap = 22;
    y < box.y + box.h + 10;
    y += gap, gap = Math.max(10, gap * 0.86)
  ) {
    let x = box.x - 20 + random.range(0, 40);
    while (x < box.x + box.w) {
      const len = random.range(50, 140);
      d += `M${n(x)} ${n(y)}q${n(len / 2)} ${n(random.range(-6, 6))} ${n(len)} 0`;
      x += len + random.range(12, 34);
    }
  }
  return (
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${palette.ink}"/>` +
    `<path d="${d}" fill="none" stroke="${palette.paper}" stroke-width="5" stroke-linecap="round"/>`
  );
}

/** A linocut's inks, darkest first: black, the one colour, and the paper the carving shows. */
export const linocutInks = (palette: { ink: string; accent: string; paper: string }) => [
  palette.ink,
  palette.accent,
  palette.paper,
];

/**
 * The colour a drawing is mostly painted in, among its strong ones (greys, near-whites and
 * near-blacks left out), made deep enough to carry a print; undefined for a drawing without one.
 */
export function dominantColour(body: string): string | undefined {
  const counts = new Map<string, number>();
  for (const [, value] of body.matchAll(/\b(?:fill|stop-color)="([^"]+)"/g)) {
    const rgb = parseColour(value!);
    if (!rgb || !strong(rgb)) continue;
    const hex = toHex(rgb);
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top && mixHex(top[0], '#000000', 0.12);
}

function strong({ r, g, b }: Rgb): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max > 60 && min < 225 && (max - min) / max > 0.35;
}
