import { clipWith, type DrawingContext } from '../drawing-context';
import { scene } from '../scene';
import { n } from '../svg';
import { line } from '../typography';
import { capitalise } from './circle-scene';

/** A tall arched window onto the scene, stacked title below: the "national park poster" look. */
export function archPoster(ctx: DrawingContext): string {
  const { palette, theme, random } = ctx;
  const w = 400;
  const x = 300 - w / 2;
  const top = 40;
  const h = random.range(440, 480);
  const arch = `M${x} ${n(top + h)}V${n(top + w / 2)}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${n(top + w / 2)}V${n(top + h)}Z`;
  const clip = clipWith(ctx, `<path d="${arch}"/>`);
  let out = `<path d="${arch}" fill="${palette.ink}" stroke="${palette.ink}" stroke-width="28" stroke-linejoin="round"/>`;
  out += `<g clip-path="${clip}">${scene(ctx, { x, y: top, w, h })}</g>`;
  out += `<path d="${arch}" fill="none" stroke="${palette.paper}" stroke-width="5"/>`;

  const [first, second, third] = theme.words;
  let y = top + h + 22;
  if (first) {
    // The title plate overlaps the arch's foot, which ties the two blocks together.
    const title = line(
      first.toUpperCase(),
      { role: 'display', fill: palette.paper, stroke: palette.ink, strokeWidth: 14, letterSpacing: 4 },
      300,
      0,
      500,
      150,
    );
    y += title.size * 0.78;
    out += `<g transform="translate(0 ${n(y)})">${title.markup}</g>`;
  }
  const rest = [second, third].filter(Boolean).join(' ');
  if (rest) {
    const script = line(
      capitalise(rest),
      { role: 'script', fill: palette.accent, stroke: palette.ink, strokeWidth: 9 },
      300,
      0,
      420,
      70,
    );
    out += `<g transform="translate(0 ${n(Math.min(y + script.size * 0.95, 790 - script.size * 0.3))})">${script.markup}</g>`;
  }
  return out;
}
