import { clipWith, type DrawingContext } from '../drawing-context';
import { pickIcon } from '../motifs/icons';
import { scene, wantsScene } from '../scene';
import { n, polar, starPath } from '../svg';
import { fitSize, line } from '../typography';

/** Nested hexagons or diamonds with a framed scene or icon: the minimal, modern look. */
export function geometric(ctx: DrawingContext): string {
  const { palette, theme, random } = ctx;
  const cx = 300;
  const cy = 330;
  const sides = random.pick([6, 4, 3]);
  const rotate = sides === 4 ? 0 : sides === 6 ? 30 : 0;
  const r = sides === 3 ? 270 : 245;
  const shape = (radius: number) => starPath(cx, sides === 3 ? cy + 40 : cy, radius, 0, sides, rotate);

  let out = '';
  // Offset outlines behind the main shape, alternating colours like a screen-printed echo.
  for (let i = 3; i >= 1; i--) {
    const color = i % 2 ? palette.accent : palette.accent2;
    out += `<path d="${shape(r + i * 16)}" fill="none" stroke="${color}" stroke-width="6" opacity="${n(1 - i * 0.2)}"/>`;
  }
  out += `<path d="${shape(r)}" fill="${palette.ink}"/>`;
  const clip = clipWith(ctx, `<path d="${shape(r - 12)}"/>`);
  const box = { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r };
  if (wantsScene(theme.motifs)) {
    out += `<g clip-path="${clip}">${scene(ctx, box)}</g>`;
  } else {
    let tiles = '';
    for (let i = 0; i < 14; i++) {
      const [x, y] = polar(cx, cy, random.range(40, r), random.range(0, 360));
      const s = random.range(30, 90);
      const color = random.pick([palette.sky[0], palette.sky[1], palette.sky[2], palette.far]);
      tiles += `<path d="${starPath(x, y, s, 0, 3, random.range(0, 120))}" fill="${color}" opacity="0.85"/>`;
    }
    out += `<g clip-path="${clip}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${palette.near}"/>${tiles}</g>`;
    out += pickIcon(ctx)(ctx, cx, sides === 3 ? cy + 60 : cy, 95);
  }
  out += `<path d="${shape(r - 12)}" fill="none" stroke="${palette.paper}" stroke-width="4"/>`;

  const words = theme.words.slice(0, 2).map((w) => w.toUpperCase());
  const style = {
    role: 'rounded' as const,
    fill: palette.paper,
    stroke: palette.ink,
    strokeWidth: 10,
    letterSpacing: 8,
  };
  const oneLine = words.join(' · ');
  if (words.length === 1 || (words.length === 2 && fitSize(oneLine, style, 540, 76) >= 46)) {
    const bar = line(oneLine, style, cx, 0, 540, 76);
    out += `<g transform="translate(0 ${n(690 + bar.size * 0.35)})">${bar.markup}</g>`;
  } else if (words.length === 2) {
    // Two long words would shrink to a whisper on one line; stacked they stay bold.
    let y = 640;
    for (const word of words) {
      const bar = line(word, style, cx, 0, 500, 64);
      y += bar.size * 0.8;
      out += `<g transform="translate(0 ${n(y)})">${bar.markup}</g>`;
      y += 14;
    }
  }
  return out;
}
