import type { DrawingContext } from '../drawing-context';
import { pickIcon } from '../motifs/icons';
import { rays } from '../motifs/sky';
import { n, starPath } from '../svg';
import { line } from '../typography';
import { capitalise } from './circle-scene';

/** Typography first: an icon on a sunburst, then the words stacked and fitted to one width. */
export function typeStack(ctx: DrawingContext): string {
  const { palette, theme, random } = ctx;
  const words = theme.words.length ? theme.words : [];
  let out = rays(ctx, 300, 210, 230, 18, palette.accent, 0.9);
  out += `<circle cx="300" cy="210" r="150" fill="${palette.ink}"/><circle cx="300" cy="210" r="138" fill="${palette.sky[1]}"/>`;
  out += pickIcon(ctx)(ctx, 300, 210, 95);

  let y = 380;
  const fills = [palette.paper, palette.accent, palette.accent2];
  words.slice(0, 2).forEach((word, i) => {
    const style = {
      role: 'display' as const,
      fill: fills[i] ?? palette.paper,
      stroke: palette.ink,
      strokeWidth: 14,
      shadow: palette.ink,
      letterSpacing: 2,
    };
    const text = line(word.toUpperCase(), style, 300, 0, 520, 190);
    y += text.size * 0.82;
    out += `<g transform="translate(0 ${n(y)})">${text.markup}</g>`;
    y += 14;
  });
  const script = words[2];
  if (script) {
    const s = line(
      capitalise(script),
      { role: 'script', fill: palette.accent, stroke: palette.ink, strokeWidth: 10 },
      0,
      0,
      380,
      80,
    );
    out += `<g transform="translate(300 ${n(Math.min(y + s.size * 0.6, 780))}) rotate(-6)">${s.markup}</g>`;
  }
  for (let i = 0; i < 5; i++) {
    const x = random.pick([random.range(40, 130), random.range(470, 560)]);
    out += `<path d="${starPath(x, random.range(60, 360), random.range(8, 16), 3, 4)}" fill="${palette.accent2}"/>`;
  }
  return out;
}
