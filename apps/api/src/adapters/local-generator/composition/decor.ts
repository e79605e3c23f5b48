import type { Box, DrawingContext } from '../drawing-context';
import { n, starPath } from '../svg';

/** A heart centred on (x, y), `s` across. */
export const heartPath = (x: number, y: number, s: number) =>
  `M${n(x)} ${n(y + s * 0.35)}C${n(x - s * 0.9)} ${n(y - s * 0.25)} ${n(x - s * 0.35)} ${n(y - s * 0.75)} ${n(x)} ${n(y - s * 0.3)}` +
  `C${n(x + s * 0.35)} ${n(y - s * 0.75)} ${n(x + s * 0.9)} ${n(y - s * 0.25)} ${n(x)} ${n(y + s * 0.35)}Z`;

/**
 * Small sparkles or hearts in the space round the subject group, never on it, outlined in ink so
 * they read on any shirt.
 */
export function decorate(
  ctx: DrawingContext,
  group: Box,
  kind: 'sparkles' | 'hearts',
  colour: string,
): string {
  const { random, palette } = ctx;
  let out = '';
  const count = random.int(4, 6);
  for (let i = 0; i < count; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = group.x + group.w / 2 + side * (group.w / 2 + random.range(14, 46));
    const y = group.y + random.range(0.05, 0.75) * group.h;
    const s = random.range(14, 26);
    if (x < 20 || x > 580) continue;
    const d = kind === 'hearts' ? heartPath(x, y, s * 1.3) : starPath(x, y, s, s * 0.28, 4);
    out += `<path d="${d}" fill="${i % 3 === 2 ? palette.paper : colour}" stroke="${palette.ink}" stroke-width="3.5" stroke-linejoin="round" paint-order="stroke"/>`;
  }
  return out;
}
