import { verticalGradient, type Box, type DrawingContext } from './drawing-context';
import { city, flowers, mountains, palms, pines, waves } from './motifs/land';
import { birds, clouds, moon, planet, rays, stars, sun } from './motifs/sky';

/** The landscape elements a setting can ask for. */
export type Motif =
  | 'sun'
  | 'moon'
  | 'stars'
  | 'mountains'
  | 'waves'
  | 'palms'
  | 'city'
  | 'pines'
  | 'flowers'
  | 'planet'
  | 'clouds'
  | 'birds'
  | 'rays';

/**
 * A little landscape filling `box`: sky, sun or moon, then far and near silhouettes. The caller
 * clips it to its frame (circle, arch, hexagon...), which also keeps the translucent glows over
 * the opaque sky, never over the bare shirt.
 */
export function scene(ctx: DrawingContext, box: Box, m: Set<Motif>): string {
  const { random, palette } = ctx;
  const horizon = box.y + box.h * random.range(0.58, 0.68);
  const skyFill = verticalGradient(ctx, box.y, horizon, palette.sky);
  let out = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${skyFill}"/>`;

  const cx = box.x + box.w * random.range(0.4, 0.6);
  const night = m.has('moon');
  if (m.has('rays')) out += rays(ctx, cx, horizon, box.w, 24);
  if (night || m.has('stars')) out += stars(ctx, { ...box, h: horizon - box.y }, random.int(18, 32));
  if (m.has('planet')) out += planet(ctx, box.x + box.w * 0.72, box.y + box.h * 0.22, box.w * 0.08);
  if (night) out += moon(ctx, box.x + box.w * random.range(0.3, 0.7), box.y + box.h * 0.3, box.w * 0.13);
  else if (m.has('sun'))
    out += sun(ctx, cx, horizon - box.w * 0.12, box.w * random.range(0.24, 0.3), skyFill, true);
  if (m.has('clouds')) out += clouds(ctx, box, random.int(2, 3));
  if (m.has('birds')) out += birds(ctx, box, random.int(3, 5));

  // At most one far layer and one near layer, so the scene stays readable at thumbnail size.
  const far = m.has('city') ? city : m.has('mountains') ? mountains : undefined;
  const near = m.has('palms') ? palms : m.has('pines') ? pines : m.has('flowers') ? flowers : undefined;
  const water = m.has('waves');
  if (far) out += far(ctx, box, horizon);
  if (water) out += waves(ctx, box, horizon + (far ? box.h * 0.08 : 0));
  if (near) out += near(ctx, box, horizon + (water ? box.h * 0.06 : 0));
  return out;
}
