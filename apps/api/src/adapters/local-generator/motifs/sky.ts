import { verticalGradient, type Box, type DrawingContext } from '../drawing-context';
import { n, polar, starPath } from '../svg';

/** A big retro sun: gradient disc whose lower half is cut by sky-coloured bands. */
export function sun(
  ctx: DrawingContext,
  cx: number,
  cy: number,
  r: number,
  skyFill: string,
  striped: boolean,
): string {
  const fill = verticalGradient(ctx, cy - r, cy + r, ctx.palette.sun);
  let bands = '';
  if (striped) {
    for (let i = 0; i < 5; i++) {
      const y = cy + r * (0.12 + i * 0.19);
      bands += `<rect x="${n(cx - r)}" y="${n(y)}" width="${n(2 * r)}" height="${n(r * (0.03 + i * 0.028))}" fill="${skyFill}"/>`;
    }
  }
  const glow = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.25)}" fill="${ctx.palette.sun[0]}" opacity="0.18"/>`;
  return `${glow}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>${bands}`;
}

export function moon(ctx: DrawingContext, cx: number, cy: number, r: number): string {
  const { paper, sun } = ctx.palette;
  // Crescent as one path: the outer arc round the left side, then a flatter arc back, so no mask is needed.
  const [x1, y1] = polar(cx, cy, r, 30);
  const [x2, y2] = polar(cx, cy, r, 150);
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.35)}" fill="${paper}" opacity="0.12"/>` +
    `<path d="M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 1 0 ${n(x2)} ${n(y2)}A${n(r * 0.95)} ${n(r * 0.95)} 0 0 1 ${n(x1)} ${n(y1)}Z" fill="${sun[0]}"/>`
  );
}

export function stars(ctx: DrawingContext, box: Box, count: number): string {
  const { random, palette } = ctx;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + random.next() * box.w;
    const y = box.y + random.next() * box.h;
    const size = random.range(2, 7);
    out += random.chance(0.7)
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.35)}" fill="${palette.paper}" opacity="${n(random.range(0.5, 1))}"/>`
      : `<path d="${starPath(x, y, size * 1.6, size * 0.35, 4)}" fill="${palette.paper}"/>`;
  }
  return out;
}

export function clouds(ctx: DrawingContext, box: Box, count: number): string {
  const { random, palette } = ctx;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + random.range(0.1, 0.9) * box.w;
    const y = box.y + random.range(0.15, 0.5) * box.h;
    const s = random.range(0.6, 1.1) * box.w * 0.09;
    out +=
      `<g fill="${palette.paper}" opacity="${n(random.range(0.55, 0.85))}">` +
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 1.9)}" ry="${n(s * 0.55)}"/>` +
      `<circle cx="${n(x - s * 0.6)}" cy="${n(y - s * 0.35)}" r="${n(s * 0.6)}"/>` +
      `<circle cx="${n(x + s * 0.35)}" cy="${n(y - s * 0.5)}" r="${n(s * 0.8)}"/></g>`;
  }
  return out;
}

export function birds(ctx: DrawingContext, box: Box, count: number): string {
  const { random, palette } = ctx;
  let d = '';
  const x0 = box.x + random.range(0.15, 0.55) * box.w;
  const y0 = box.y + random.range(0.15, 0.35) * box.h;
  for (let i = 0; i < count; i++) {
    const x = x0 + i * box.w * 0.06 + random.range(-8, 8);
    const y = y0 + (i % 3) * 12 + random.range(-6, 6);
    const s = random.range(7, 12);
    d += `M${n(x - s)} ${n(y - s * 0.3)}Q${n(x - s * 0.4)} ${n(y - s * 0.6)} ${n(x)} ${n(y)}Q${n(x + s * 0.4)} ${n(y - s * 0.6)} ${n(x + s)} ${n(y - s * 0.3)}`;
  }
  return `<path d="${d}" fill="none" stroke="${palette.ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function planet(ctx: DrawingContext, cx: number, cy: number, r: number): string {
  const { palette } = ctx;
  const body = verticalGradient(ctx, cy - r, cy + r, [palette.accent, palette.accent2]);
  const ring = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.8)}" ry="${n(r * 0.42)}" transform="rotate(-18 ${n(cx)} ${n(cy)})" fill="none" stroke="${palette.paper}" stroke-width="${n(r * 0.12)}"/>`;
  // The front half of the ring is drawn again over the body so the planet sits inside its ring.
  const front = `<path d="M${n(cx - r * 1.8)} ${n(cy)}A${n(r * 1.8)} ${n(r * 0.42)} 0 0 0 ${n(cx + r * 1.8)} ${n(cy)}" transform="rotate(-18 ${n(cx)} ${n(cy)})" fill="none" stroke="${palette.paper}" stroke-width="${n(r * 0.12)}"/>`;
  const band = `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.3)}" rx="${n(r * 0.92)}" ry="${n(r * 0.12)}" fill="${palette.paper}" opacity="0.25"/>`;
  return `${ring}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${body}"/>${band}${front}`;
}

/** Sunburst wedges behind everything, in a translucent light colour. */
export function rays(
  ctx: DrawingContext,
  cx: number,
  cy: number,
  r: number,
  count: number,
  fill = ctx.palette.paper,
  opacity = 0.16,
): string {
  let d = '';
  const step = 360 / count;
  for (let i = 0; i < count; i++) {
    const [x1, y1] = polar(cx, cy, r, i * step);
    const [x2, y2] = polar(cx, cy, r, i * step + step / 2);
    d += `M${n(cx)} ${n(cy)}L${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}Z`;
  }
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}
