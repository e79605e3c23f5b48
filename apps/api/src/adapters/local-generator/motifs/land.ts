import { clipWith, type Box, type DrawingContext } from '../drawing-context';
import { n } from '../svg';

/** A ridge of peaks from the left edge of the box to the right, filled down to its bottom. */
function ridge(ctx: DrawingContext, box: Box, baseY: number, height: number, peaks: number): string {
  const { random } = ctx;
  let d = `M${n(box.x - 10)} ${n(box.y + box.h + 10)}L${n(box.x - 10)} ${n(baseY)}`;
  const step = (box.w + 20) / peaks;
  for (let i = 0; i < peaks; i++) {
    const x = box.x - 10 + step * (i + random.range(0.35, 0.65));
    d += `L${n(x)} ${n(baseY - height * random.range(0.55, 1))}`;
    d += `L${n(box.x - 10 + step * (i + 1))} ${n(baseY - height * random.range(0.05, 0.3))}`;
  }
  return `${d}L${n(box.x + box.w + 10)} ${n(box.y + box.h + 10)}Z`;
}

export function mountains(ctx: DrawingContext, box: Box, horizon: number): string {
  const { palette, random } = ctx;
  const back = ridge(ctx, box, horizon, box.h * 0.42, random.int(2, 3));
  const front = ridge(ctx, box, horizon + box.h * 0.04, box.h * 0.26, random.int(3, 4));
  // Snow is the back ridge again, clipped to a band above the snow line, so caps follow each peak.
  const snowLine = horizon - box.h * 0.3;
  const snowClip = clipWith(ctx, `<path d="${back}"/>`);
  const snow = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(snowLine - box.y)}" fill="${palette.paper}" clip-path="${snowClip}" opacity="0.9"/>`;
  const rim = `<path d="${back}" fill="none" stroke="${palette.paper}" stroke-width="3" stroke-linejoin="round" opacity="0.35"/>`;
  return `<path d="${back}" fill="${palette.far}"/>${rim}${snow}<path d="${front}" fill="${palette.near}"/>`;
}

export function city(ctx: DrawingContext, box: Box, horizon: number): string {
  const { palette, random } = ctx;
  let buildings = '';
  let windows = '';
  let x = box.x - 5;
  while (x < box.x + box.w) {
    const w = random.range(0.06, 0.13) * box.w;
    const h = random.range(0.1, 0.3) * box.h;
    const top = horizon - h;
    buildings += `<rect x="${n(x)}" y="${n(top)}" width="${n(w + 1)}" height="${n(box.y + box.h - top + 10)}"/>`;
    if (random.chance(0.25))
      buildings += `<rect x="${n(x + w / 2 - 1.5)}" y="${n(top - h * 0.18)}" width="3" height="${n(h * 0.18)}"/>`;
    for (let wy = top + 8; wy < horizon - 6; wy += 12) {
      for (let wx = x + 5; wx < x + w - 5; wx += 9) {
        if (random.chance(0.35)) windows += `<rect x="${n(wx)}" y="${n(wy)}" width="4" height="5"/>`;
      }
    }
    x += w;
  }
  return `<g fill="${palette.near}">${buildings}</g><g fill="${palette.accent}" opacity="0.85">${windows}</g>`;
}

/** Layered rolling waves; the foam line is a lighter stroke on each crest. */
export function waves(ctx: DrawingContext, box: Box, horizon: number): string {
  const { palette, random } = ctx;
  const colors = [palette.far, palette.accent, palette.near];
  let out = '';
  for (let layer = 0; layer < 3; layer++) {
    const y = horizon + layer * box.h * 0.09;
    const amp = 6 + layer * 5;
    const len = box.w / random.int(3, 5);
    let d = `M${n(box.x - len)} ${n(y)}`;
    for (let x = box.x - len; x < box.x + box.w + len; x += len) {
      d += `Q${n(x + len / 4)} ${n(y - amp)} ${n(x + len / 2)} ${n(y)}T${n(x + len)} ${n(y)}`;
    }
    const fill = `${d}L${n(box.x + box.w + len)} ${n(box.y + box.h + 10)}L${n(box.x - len)} ${n(box.y + box.h + 10)}Z`;
    out += `<path d="${fill}" fill="${colors[layer]}"/><path d="${d}" fill="none" stroke="${palette.paper}" stroke-width="${3 + layer}" stroke-linecap="round" opacity="0.7"/>`;
  }
  return out;
}

export function pines(ctx: DrawingContext, box: Box, horizon: number): string {
  const { palette, random } = ctx;
  let d = '';
  const count = random.int(5, 8);
  for (let i = 0; i < count; i++) {
    const x = box.x + ((i + random.range(0.2, 0.8)) / count) * box.w;
    const h = random.range(0.16, 0.32) * box.h;
    const base = horizon + random.range(0.02, 0.1) * box.h;
    const w = h * 0.42;
    // Three stacked tiers read as a conifer at any size.
    for (let t = 0; t < 3; t++) {
      const top = base - h + t * h * 0.22;
      const bottom = base - h * 0.5 + t * h * 0.25;
      const half = (w / 2) * (0.6 + t * 0.25);
      d += `M${n(x)} ${n(top)}L${n(x + half)} ${n(bottom)}L${n(x - half)} ${n(bottom)}Z`;
    }
    d += `M${n(x - 3)} ${n(base - h * 0.1)}h6v${n(h * 0.14)}h-6Z`;
  }
  const ground = `<rect x="${n(box.x)}" y="${n(horizon + box.h * 0.08)}" width="${n(box.w)}" height="${n(box.h)}" fill="${palette.near}"/>`;
  return `${ground}<path d="${d}" fill="${palette.ink}"/>`;
}

export function palms(ctx: DrawingContext, box: Box, horizon: number): string {
  const { palette, random } = ctx;
  let out = '';
  const sides = random.chance(0.5) ? [0.14, 0.86] : [0.2];
  for (const side of sides) {
    const baseX = box.x + side * box.w;
    const lean = (side < 0.5 ? 1 : -1) * random.range(0.08, 0.16) * box.w;
    const h = random.range(0.45, 0.6) * box.h;
    const topX = baseX + lean;
    const topY = horizon + box.h * 0.1 - h;
    out += `<path d="M${n(baseX)} ${n(box.y + box.h)}Q${n(baseX - lean * 0.2)} ${n(topY + h * 0.5)} ${n(topX)} ${n(topY)}" fill="none" stroke="${palette.ink}" stroke-width="${n(box.w * 0.025)}" stroke-linecap="round"/>`;
    for (let f = 0; f < 7; f++) {
      const angle = -170 + f * 27 + random.range(-6, 6);
      const a = (angle * Math.PI) / 180;
      const len = box.w * random.range(0.16, 0.22);
      const tipX = topX + Math.cos(a) * len;
      const tipY = topY + Math.sin(a) * len + len * 0.35;
      const midX = topX + Math.cos(a) * len * 0.55;
      const midY = topY + Math.sin(a) * len * 0.55 - len * 0.12;
      out += `<path d="M${n(topX)} ${n(topY)}Q${n(midX)} ${n(midY - 9)} ${n(tipX)} ${n(tipY)}Q${n(midX)} ${n(midY + 7)} ${n(topX)} ${n(topY)}Z" fill="${palette.ink}"/>`;
    }
  }
  return out;
}

export function flowers(ctx: DrawingContext, box: Box, horizon: number): string {
  const { palette, random } = ctx;
  let out = `<path d="M${n(box.x)} ${n(horizon + 12)}Q${n(box.x + box.w / 2)} ${n(horizon - 14)} ${n(box.x + box.w)} ${n(horizon + 12)}V${n(box.y + box.h)}H${n(box.x)}Z" fill="${palette.near}"/>`;
  const count = random.int(4, 7);
  for (let i = 0; i < count; i++) {
    const x = box.x + ((i + random.range(0.25, 0.75)) / count) * box.w;
    const y = horizon + random.range(0.06, 0.22) * box.h;
    const r = random.range(0.035, 0.06) * box.w;
    const color = random.pick([palette.accent, palette.accent2, palette.paper]);
    out += `<path d="M${n(x)} ${n(y)}v${n(box.h)}" stroke="${palette.ink}" stroke-width="2.5"/>`;
    for (let p = 0; p < 6; p++) {
      out += `<ellipse cx="${n(x)}" cy="${n(y - r * 0.55)}" rx="${n(r * 0.32)}" ry="${n(r * 0.6)}" fill="${color}" transform="rotate(${p * 60} ${n(x)} ${n(y)})"/>`;
    }
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.28)}" fill="${palette.sun[1]}"/>`;
  }
  return out;
}
