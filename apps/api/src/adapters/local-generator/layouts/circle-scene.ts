import { clipWith, type DrawingContext } from '../drawing-context';
import { scene } from '../scene';
import { n, starPath } from '../svg';
import { line } from '../typography';

/** The classic retro tee: a landscape in a circle, a big title across its foot and a script tagline. */
export function circleScene(ctx: DrawingContext): string {
  const { palette, theme, random } = ctx;
  const cx = 300;
  const cy = 320;
  const r = 235;
  const clip = clipWith(ctx, `<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
  let out = `<circle cx="${cx}" cy="${cy}" r="${r + 14}" fill="${palette.ink}"/>`;
  out += `<g clip-path="${clip}">${scene(ctx, { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r })}</g>`;
  out += `<circle cx="${cx}" cy="${cy}" r="${r + 4}" fill="none" stroke="${palette.paper}" stroke-width="5"/>`;

  // Sparkles around the disc make the silhouette less of a plain circle.
  for (let i = 0; i < 4; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = cx + side * random.range(r * 0.95, r * 1.12);
    const y = cy - r * random.range(0.2, 0.95) * (i < 2 ? 1 : -0.2);
    out += `<path d="${starPath(x, y, random.range(10, 18), 3, 4)}" fill="${palette.accent}"/>`;
  }

  const [first, second, third] = theme.words;
  if (first) {
    const title = line(
      first.toUpperCase(),
      { role: 'display', fill: palette.paper, stroke: palette.ink, strokeWidth: 14, shadow: palette.accent2 },
      cx,
      700,
      520,
      150,
    );
    out += title.markup;
    const tagline = [second, third].filter(Boolean).join(' ');
    if (tagline) {
      const script = line(
        capitalise(tagline),
        { role: 'script', fill: palette.accent, stroke: palette.ink, strokeWidth: 10 },
        0,
        0,
        440,
        84,
      );
      out += `<g transform="translate(${cx} ${n(692 - title.size * 0.8)}) rotate(-7)">${script.markup}</g>`;
    }
  }
  return out;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
