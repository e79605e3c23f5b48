import { verticalGradient, type Box, type DrawingContext } from '../drawing-context';
import { moon, planet, stars } from '../motifs/sky';
import type { Setting, TimeOfDay } from '../reading/settings';
import { scene, type Motif } from '../scene';
import { n } from '../svg';

/**
 * The landscape pieces each setting is drawn with: what the place is, nothing more (mountains
 * behind a forest or a meadow, birds in every sky, read as filler nobody asked for).
 */
const settingMotifs: Record<Exclude<Setting, 'space' | 'underwater'>, Motif[]> = {
  ocean: ['waves'],
  beach: ['palms', 'waves'],
  forest: ['pines'],
  jungle: ['palms'],
  city: ['city'],
  mountains: ['mountains', 'pines'],
  desert: ['mountains'],
  snow: ['pines'],
  sky: ['clouds'],
  meadow: ['flowers'],
  lake: ['waves'],
};

/**
 * What fills a frame behind the subjects: the prompt's setting at its time of day, or, with no
 * setting, one flat palette colour (a sunburst there was a look nobody asked for, and the one
 * the customers saw on every other design). Everything here is opaque and inside `box`.
 */
export function backdrop(
  ctx: DrawingContext,
  box: Box,
  settings: Setting[],
  time: TimeOfDay | undefined,
): string {
  if (settings[0] === 'space') return spaceBackdrop(ctx, box);
  if (settings[0] === 'underwater') return underwaterBackdrop(ctx, box);
  if (settings.length === 0 && !time) return plainGround(ctx, box);
  const land = settings.filter((s): s is keyof typeof settingMotifs => s in settingMotifs);
  // A time of day alone ('at night') is a sky: no land is invented under it.
  const motifs = new Set<Motif>(land.flatMap((s) => settingMotifs[s]));
  // The sky shows the time named: a moon at night, a sun by day or at sunset, else just sky.
  if (time === 'night') motifs.add('moon');
  else if (time) motifs.add('sun');
  if (time === 'day' && ctx.random.chance(0.6)) motifs.add('clouds');
  return scene(ctx, box, motifs);
}

function spaceBackdrop(ctx: DrawingContext, box: Box): string {
  const { palette, random } = ctx;
  const fill = verticalGradient(ctx, box.y, box.y + box.h, ['#070b2a', '#1d1457', palette.far]);
  let out = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${fill}"/>`;
  out += stars(ctx, box, random.int(34, 50));
  out += planet(ctx, box.x + box.w * random.pick([0.22, 0.78]), box.y + box.h * 0.24, box.w * 0.09);
  if (random.chance(0.5)) out += moon(ctx, box.x + box.w * 0.2, box.y + box.h * 0.7, box.w * 0.07);
  return out;
}

function underwaterBackdrop(ctx: DrawingContext, box: Box): string {
  const { random } = ctx;
  const fill = verticalGradient(ctx, box.y, box.y + box.h, ['#4cc9f0', '#1b6ca8', '#0b2545']);
  let out = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${fill}"/>`;
  // Light shafts from the surface, then bubbles and kelp.
  for (let i = 0; i < 4; i++) {
    const x = box.x + box.w * (0.15 + i * 0.22);
    out += `<path d="M${n(x)} ${n(box.y)}l${n(box.w * 0.08)} 0l${n(box.w * 0.1)} ${n(box.h * 0.7)}l${n(-box.w * 0.05)} 0Z" fill="#7fd8f5"/>`;
  }
  for (let i = 0; i < 14; i++) {
    const r = random.range(3, 9);
    out += `<circle cx="${n(box.x + random.next() * box.w)}" cy="${n(box.y + random.next() * box.h * 0.8)}" r="${n(r)}" fill="none" stroke="#d7f4ff" stroke-width="${n(r * 0.35)}"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const x = box.x + box.w * random.range(0.05, 0.95);
    const h = box.h * random.range(0.2, 0.4);
    const y = box.y + box.h;
    out += `<path d="M${n(x)} ${n(y)}q${n(-18)} ${n(-h / 3)} 0 ${n(-h / 1.5)}t0 ${n(-h / 3)}" fill="none" stroke="#2a9d8f" stroke-width="9" stroke-linecap="round"/>`;
  }
  return out;
}

/** No setting: the window in one flat colour of the palette. */
function plainGround(ctx: DrawingContext, box: Box): string {
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${ctx.palette.sky[1]}"/>`;
}
