import type { Figure } from '../composition/figure';

/** How one figure's own drawing is painted, in the icon's units (see styles/paint.ts). */
export type PaintFigure = (f: Figure) => string;

/**
 * Rings under the whole group, outermost first: each is every figure's contour in one colour, so
 * overlapping figures share one outline. A dark ring and a light ring inside it keep a design
 * legible on white and on black shirts; they also make the inside opaque, which flattens the icon
 * sets' translucent shading onto a solid base.
 */
export type Ring = { colour: string; width: number };

/** The transform putting a figure's icon units onto the canvas. */
export function figureTransform(f: Figure): string {
  const { box } = f.art;
  const { left, right } = f.anchors;
  if (!f.flip)
    return `translate(${r(f.tx - box.x * f.scale)} ${r(f.ty - box.y * f.scale)}) scale(${r(f.scale, 5)})`;
  const x = f.tx + (left + right) * box.w * f.scale + box.x * f.scale;
  return `translate(${r(x)} ${r(f.ty - box.y * f.scale)}) scale(${r(-f.scale, 5)} ${r(f.scale, 5)})`;
}

const r = (v: number, digits = 2) => Number(v.toFixed(digits)).toString();

export function drawFigures(
  figures: Figure[],
  paint: PaintFigure,
  rings: Ring[],
  contourOf: (f: Figure, colour: string, width: number) => string,
): string {
  let out = '';
  for (const ring of rings) {
    for (const f of figures) {
      out += `<g transform="${figureTransform(f)}">${contourOf(f, ring.colour, ring.width / f.scale)}</g>`;
    }
  }
  for (const f of figures) out += `<g transform="${figureTransform(f)}">${paint(f)}</g>`;
  return out;
}
