import type { DrawingContext } from '../drawing-context';
import type { Motif } from '../prompt-reading';
import { n, starPath } from '../svg';
import { moon, planet, sun } from './sky';

/** Bold single-shape emblems for badges and type layouts, centred on (cx, cy) within radius r. */
export type Icon = (ctx: DrawingContext, cx: number, cy: number, r: number) => string;

const lightning: Icon = (ctx, cx, cy, r) => {
  const pts = [
    [0.18, -1],
    [-0.55, 0.12],
    [-0.05, 0.12],
    [-0.25, 1],
    [0.55, -0.2],
    [0.05, -0.2],
    [0.3, -1],
  ] as const;
  const d = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${n(cx + x * r)} ${n(cy + y * r)}`).join('') + 'Z';
  return `<path d="${d}" fill="${ctx.palette.accent}" stroke="${ctx.palette.ink}" stroke-width="${n(r * 0.07)}" stroke-linejoin="round"/>`;
};

const heart: Icon = (ctx, cx, cy, r) => {
  const d =
    `M${n(cx)} ${n(cy + r * 0.85)}C${n(cx - r * 1.3)} ${n(cy)} ${n(cx - r * 0.9)} ${n(cy - r * 1.05)} ${n(cx)} ${n(cy - r * 0.45)}` +
    `C${n(cx + r * 0.9)} ${n(cy - r * 1.05)} ${n(cx + r * 1.3)} ${n(cy)} ${n(cx)} ${n(cy + r * 0.85)}Z`;
  const shine = `<ellipse cx="${n(cx - r * 0.42)}" cy="${n(cy - r * 0.38)}" rx="${n(r * 0.14)}" ry="${n(r * 0.22)}" transform="rotate(35 ${n(cx - r * 0.42)} ${n(cy - r * 0.38)})" fill="${ctx.palette.paper}" opacity="0.7"/>`;
  return `<path d="${d}" fill="${ctx.palette.accent2}" stroke="${ctx.palette.ink}" stroke-width="${n(r * 0.07)}"/>${shine}`;
};

const star: Icon = (ctx, cx, cy, r) =>
  `<path d="${starPath(cx, cy, r, r * 0.45, 5)}" fill="${ctx.palette.accent}" stroke="${ctx.palette.ink}" stroke-width="${n(r * 0.07)}" stroke-linejoin="round"/>`;

const flower: Icon = (ctx, cx, cy, r) => {
  let petals = '';
  for (let i = 0; i < 8; i++) {
    petals += `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.55)}" rx="${n(r * 0.24)}" ry="${n(r * 0.45)}" transform="rotate(${i * 45} ${n(cx)} ${n(cy)})"/>`;
  }
  return (
    `<g fill="${ctx.palette.accent2}" stroke="${ctx.palette.ink}" stroke-width="${n(r * 0.05)}">${petals}</g>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.3)}" fill="${ctx.palette.sun[1]}" stroke="${ctx.palette.ink}" stroke-width="${n(r * 0.05)}"/>`
  );
};

const diamond: Icon = (ctx, cx, cy, r) => {
  const { accent, accent2, ink, paper } = ctx.palette;
  return (
    `<path d="M${n(cx)} ${n(cy - r)}L${n(cx + r * 0.8)} ${n(cy)}L${n(cx)} ${n(cy + r)}L${n(cx - r * 0.8)} ${n(cy)}Z" fill="${accent}" stroke="${ink}" stroke-width="${n(r * 0.07)}" stroke-linejoin="round"/>` +
    `<path d="M${n(cx)} ${n(cy - r)}L${n(cx + r * 0.8)} ${n(cy)}L${n(cx)} ${n(cy)}Z" fill="${accent2}"/>` +
    `<path d="M${n(cx)} ${n(cy + r)}L${n(cx - r * 0.8)} ${n(cy)}L${n(cx)} ${n(cy)}Z" fill="${paper}" opacity="0.4"/>`
  );
};

const crown: Icon = (ctx, cx, cy, r) => {
  const { accent, accent2, ink, paper } = ctx.palette;
  const w = r * 1.1;
  const tips = [-w, -w / 2, 0, w / 2, w].map((dx, i) => [cx + dx, cy - r * (i % 2 ? 0.25 : 0.75)] as const);
  // Zig-zag from tip to valley along the top; the band below carries a gem.
  const top = tips.map(
    ([x, y], i) => `L${n(x)} ${n(y)}${i < 4 ? `L${n(x + w / 4)} ${n(cy + r * 0.05)}` : ''}`,
  );
  const d = `M${n(cx - w)} ${n(cy + r * 0.45)}${top.join('')}L${n(cx + w)} ${n(cy + r * 0.45)}Z`;
  const jewels = tips
    .map(
      ([x, y]) =>
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.12)}" fill="${accent2}" stroke="${ink}" stroke-width="${n(r * 0.05)}"/>`,
    )
    .join('');
  const band = `<rect x="${n(cx - w)}" y="${n(cy + r * 0.45)}" width="${n(2 * w)}" height="${n(r * 0.3)}" rx="${n(r * 0.06)}" fill="${accent}" stroke="${ink}" stroke-width="${n(r * 0.07)}"/>`;
  const gem = `<circle cx="${n(cx)}" cy="${n(cy + r * 0.6)}" r="${n(r * 0.09)}" fill="${paper}"/>`;
  return `<path d="${d}" fill="${accent}" stroke="${ink}" stroke-width="${n(r * 0.07)}" stroke-linejoin="round"/>${band}${gem}${jewels}`;
};

const icons: Partial<Record<Motif, Icon>> = {
  crown,
  lightning,
  hearts: heart,
  stars: star,
  flowers: flower,
  geometric: diamond,
  moon: (ctx, cx, cy, r) => moon(ctx, cx, cy, r * 0.85),
  planet: (ctx, cx, cy, r) => planet(ctx, cx, cy, r * 0.55),
  sun: (ctx, cx, cy, r) => sun(ctx, cx, cy, r * 0.8, ctx.palette.ink, false),
};

/** The icon for the first motif that has one, or one chosen by the seed. */
export function pickIcon(ctx: DrawingContext): Icon {
  for (const motif of ctx.theme.motifs) {
    const icon = icons[motif];
    if (icon) return icon;
  }
  return ctx.random.pick([lightning, star, diamond, heart, flower]);
}
