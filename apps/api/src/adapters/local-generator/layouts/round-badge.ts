import { clipWith, verticalGradient, type DrawingContext } from '../drawing-context';
import { pickIcon } from '../motifs/icons';
import { rays } from '../motifs/sky';
import { scene, wantsScene } from '../scene';
import { n, starPath } from '../svg';
import { arc, line } from '../typography';

/** A round emblem: words on the ring, a scene or an icon inside, and a ribbon with the title. */
export function roundBadge(ctx: DrawingContext): string {
  const { palette, theme } = ctx;
  const cx = 300;
  const cy = 380;
  const outer = 270;
  const inner = 188;
  let out = `<circle cx="${cx}" cy="${cy}" r="${outer}" fill="${palette.ink}"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="${outer - 10}" fill="none" stroke="${palette.paper}" stroke-width="4"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="${inner + 8}" fill="none" stroke="${palette.paper}" stroke-width="4"/>`;

  const clip = clipWith(ctx, `<circle cx="${cx}" cy="${cy}" r="${inner}"/>`);
  if (wantsScene(theme.motifs)) {
    out += `<g clip-path="${clip}">${scene(ctx, { x: cx - inner, y: cy - inner, w: 2 * inner, h: 2 * inner })}</g>`;
  } else {
    const bg = verticalGradient(ctx, cy - inner, cy + inner, palette.sky);
    out += `<g clip-path="${clip}"><rect x="${cx - inner}" y="${cy - inner}" width="${2 * inner}" height="${2 * inner}" fill="${bg}"/>${rays(ctx, cx, cy - 20, inner * 1.5, 20)}</g>`;
    out += pickIcon(ctx)(ctx, cx, cy - 28, inner * 0.5);
  }

  const [first, second, third] = theme.words.map((w) => w.toUpperCase());
  const ringStyle = { role: 'rounded' as const, fill: palette.paper, letterSpacing: 4 };
  const ringMid = (outer - 10 + inner + 8) / 2;
  const ringText = second ?? first;
  if (ringText) out += arc(ctx, ringText, ringStyle, cx, cy, ringMid - 15, 'top', 44, 140);
  if (third) out += arc(ctx, third, ringStyle, cx, cy, ringMid + 15, 'bottom', 44, 110);
  for (const side of [-1, 1]) {
    out += `<path d="${starPath(cx + side * ringMid, cy, 13, 5, 5)}" fill="${palette.accent}"/>`;
  }

  if (first) {
    // The ribbon: a band wider than the badge with folded tails, the title set on it.
    const y = cy + inner * 0.42;
    const h = 86;
    const tail = `M${cx - 294} ${n(y + 18)}h64v${h}h-64l24 ${-h / 2}Z M${cx + 294} ${n(y + 18)}h-64v${h}h64l-24 ${-h / 2}Z`;
    out += `<path d="${tail}" fill="${palette.accent2}" stroke="${palette.ink}" stroke-width="6" stroke-linejoin="round"/>`;
    out += `<rect x="${cx - 250}" y="${n(y)}" width="500" height="${h}" rx="6" fill="${palette.accent}" stroke="${palette.ink}" stroke-width="6"/>`;
    out += line(
      first,
      { role: 'display', fill: palette.ink, letterSpacing: 3 },
      cx,
      y + h * 0.8,
      450,
      72,
    ).markup;
  }
  return out;
}
