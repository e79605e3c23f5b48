import { verticalGradient, type Box, type DrawingContext } from '../drawing-context';
import { n } from '../svg';

/**
 * The synthwave backdrop: a striped sun sinking behind dark mountains over a glowing perspective
 * grid. Gradients are fine for print as long as they are opaque, and these are.
 */
export function synthwaveBackdrop(ctx: DrawingContext, box: Box): string {
  const { random } = ctx;
  const horizon = box.y + box.h * 0.6;
  const sky = verticalGradient(ctx, box.y, horizon, ['#12002b', '#5b0b6e', '#c2185b']);
  let out = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${sky}"/>`;
  const cx = box.x + box.w / 2;
  const r = box.w * 0.3;
  const cy = horizon - r * 0.35;
  const sun = verticalGradient(ctx, cy - r, cy + r, ['#fff35c', '#ff9a3c', '#ff2a6d']);
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${sun}"/>`;
  for (let i = 0; i < 6; i++) {
    const y = cy + r * (0.05 + i * 0.16);
    out += `<rect x="${n(cx - r)}" y="${n(y)}" width="${n(2 * r)}" height="${n(r * (0.025 + i * 0.022))}" fill="#7a0f5f"/>`;
  }
  // Two ridges of dark mountains with a bright rim.
  let d = `M${n(box.x)} ${n(horizon)}`;
  const peaks = random.int(4, 6);
  for (let i = 0; i <= peaks; i++) {
    const x = box.x + (box.w * i) / peaks;
    d += `L${n(x - box.w / peaks / 2)} ${n(horizon - box.h * random.range(0.06, 0.16))}L${n(x)} ${n(horizon - box.h * 0.02)}`;
  }
  d += `L${n(box.x + box.w)} ${n(horizon)}Z`;
  out += `<path d="${d}" fill="#1b0536" stroke="#ff2a6d" stroke-width="2.5" stroke-linejoin="round"/>`;
  const floor = verticalGradient(ctx, horizon, box.y + box.h, ['#2a0845', '#0d0221']);
  out += `<rect x="${n(box.x)}" y="${n(horizon)}" width="${n(box.w)}" height="${n(box.y + box.h - horizon)}" fill="${floor}"/>`;
  let grid = '';
  for (let i = -10; i <= 10; i++) {
    grid += `M${n(cx + i * box.w * 0.03)} ${n(horizon)}L${n(cx + i * box.w * 0.22)} ${n(box.y + box.h)}`;
  }
  for (let k = 1; k <= 7; k++) {
    const y = horizon + (box.y + box.h - horizon) * (k / 7) ** 1.8;
    grid += `M${n(box.x)} ${n(y)}H${n(box.x + box.w)}`;
  }
  out += `<path d="${grid}" stroke="#05d9e8" stroke-width="2.2" fill="none"/>`;
  return out;
}
