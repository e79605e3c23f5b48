import type { DrawingContext } from '../drawing-context';
import { n, polar, starPath } from '../svg';

/**
 * A design for a prompt that names nothing drawable: bold flat shapes in the prompt's palette
 * ('good vibes only' still gets a shirt worth wearing, never an error). The seed picks the motif.
 */
export function abstractArt(ctx: DrawingContext, lift: number): string {
  const { random, palette } = ctx;
  const cx = 300;
  const cy = 360 - lift;
  const inks = [palette.accent, palette.accent2, palette.sky[1], palette.sun[0], palette.far];
  const variant = random.int(0, 2);
  let out = '';
  if (variant === 0) {
    // Sunset stripes: a disc of bands, each band a palette colour, cut by thin gaps.
    const r = 220;
    out += `<circle cx="${cx}" cy="${cy}" r="${r + 12}" fill="${palette.ink}"/>`;
    const bands = random.int(5, 7);
    for (let i = 0; i < bands; i++) {
      const y0 = cy - r + (2 * r * i) / bands;
      const half = (y: number) => Math.sqrt(Math.max(0, r * r - (y - cy) ** 2));
      const y1 = y0 + (2 * r) / bands - 6;
      const top = Math.max(half(y0), 0);
      const bottom = Math.max(half(y1), 0);
      out += `<path d="M${n(cx - top)} ${n(y0)}H${n(cx + top)}L${n(cx + bottom)} ${n(y1)}H${n(cx - bottom)}Z" fill="${inks[i % inks.length]}"/>`;
    }
  } else if (variant === 1) {
    // Memphis confetti: triangles, rings, squiggles and dots round a central star.
    for (let i = 0; i < 18; i++) {
      const [x, y] = polar(cx, cy, random.range(120, 240), (360 / 18) * i + random.range(-8, 8));
      const colour = inks[i % inks.length]!;
      const s = random.range(34, 58);
      const shape = i % 4;
      if (shape === 0)
        out += `<path d="${starPath(x, y, s, 0, 3, random.range(0, 120))}" fill="${colour}" stroke="${palette.ink}" stroke-width="5" stroke-linejoin="round"/>`;
      else if (shape === 1)
        out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.6)}" fill="${palette.paper}" stroke="${colour}" stroke-width="14"/>`;
      else if (shape === 2)
        out += `<path d="M${n(x - s)} ${n(y)}q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0t${n(s)} 0" fill="none" stroke="${colour}" stroke-width="13" stroke-linecap="round"/>`;
      else
        out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.3)}" fill="${colour}" stroke="${palette.ink}" stroke-width="4"/>`;
    }
    out += `<path d="${starPath(cx, cy, 150, 70, 10, random.range(0, 45))}" fill="${palette.sun[0]}" stroke="${palette.ink}" stroke-width="10" stroke-linejoin="round"/>`;
    out += `<circle cx="${cx}" cy="${cy}" r="52" fill="${palette.accent}" stroke="${palette.ink}" stroke-width="8"/>`;
  } else {
    // Concentric rings offset like a screen-print echo.
    for (let i = 5; i >= 0; i--) {
      out += `<circle cx="${n(cx + i * 6)}" cy="${n(cy - i * 6)}" r="${40 + i * 38}" fill="${i % 2 ? inks[(i >> 1) % inks.length] : palette.ink}"/>`;
    }
  }
  return out;
}
