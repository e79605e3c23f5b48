import { CANVAS, type DrawingContext } from '../drawing-context';
import { n } from '../svg';

/**
 * A distressed print: a mask of specks, scuffs and scratches knocked out of the whole design.
 * The mask is black and white only, so the holes are fully transparent (no half-printed ink).
 * Returns the mask reference to put on the design's group.
 */
export function distressMask(ctx: DrawingContext, strength: number): string {
  const { random, defs } = ctx;
  const id = defs.id('m');
  let holes = '';
  const specks = Math.round(200 * strength);
  for (let i = 0; i < specks; i++) {
    const x = random.next() * CANVAS.width;
    const y = random.next() * CANVAS.height;
    // At least 1.2 units (7 px in the print file): smaller holes would print as a grey haze.
    const r = random.range(1.2, 3.2) * (random.chance(0.08) ? 2 : 1);
    holes += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`;
  }
  // Scuffs: clusters of short strokes, as if the print was rubbed.
  for (let i = 0; i < Math.round(10 * strength); i++) {
    const x = random.next() * CANVAS.width;
    const y = random.next() * CANVAS.height;
    const a = random.range(-0.5, 0.5);
    for (let k = 0; k < 6; k++) {
      const len = random.range(10, 40);
      const ox = x + random.range(-20, 20);
      const oy = y + k * 3.5;
      holes += `<path d="M${n(ox)} ${n(oy)}l${n(len * Math.cos(a))} ${n(len * Math.sin(a))}" stroke="#000" stroke-width="${n(random.range(1.6, 2.6))}"/>`;
    }
  }
  defs.add(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${CANVAS.width}" height="${CANVAS.height}">` +
      `<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="#fff"/><g fill="#000">${holes}</g></mask>`,
  );
  return `url(#${id})`;
}
