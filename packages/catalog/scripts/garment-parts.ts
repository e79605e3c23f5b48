import type { Cut } from './catalog-shared';
import { hoodieParts } from './hoodie-parts';
import { toteParts } from './tote-shape';
import { type Point, shirtShape } from './tshirt-shape';

/**
 * One side of a product as SVG, part by part, in the mockup's 800 x 1000 pixels: what
 * scripts/mockup/shirt-masks.ts draws into masks. Paths are `d` strings; `*Svg` are elements.
 */
export type GarmentParts = {
  /** The silhouette's main path (body and sleeves; a hood or handles are added in bodySvg). */
  outline: string;
  bodySvg: string;
  /** Parts lying on the body, drawn clipped to the outline. */
  sleeves: string[];
  collar: string;
  innerSvg: string;
  seams: string[];
  stitches: string[];
  labelSvg: string;
  /** Rib knit (cuffs, waistband): ribs running down. */
  ribsSvg: string;
  /** Layers lying on top with a step at their edge: a hood's rim, a pocket, a tote's handle. */
  overlaySvg: string;
  /** Round cords (centre lines). */
  cords: string[];
  /** Where the collar rib radiates from (its y), for its ribs. */
  neckY: number;
  /** Paths a print must keep clear of, besides the collar and sleeves. */
  keepClear: string[];
};

const path = (d: string) => `<path d="${d}"/>`;
const pt = ([x, y]: Point) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;
const mirror = ([x, y]: Point): Point => [800 - x, y];

/** Rib bands at the sleeve ends, `length` px up each sleeve from its hem. */
function cuffs(so: Point, si: Point, sh: Point, length: number): string[] {
  const mid: Point = [(so[0] + si[0]) / 2, (so[1] + si[1]) / 2];
  const len = Math.hypot(mid[0] - sh[0], mid[1] - sh[1]);
  const up: Point = [((sh[0] - mid[0]) / len) * length, ((sh[1] - mid[1]) / len) * length];
  return [(p: Point) => p, mirror].map((m) => {
    const a = m(so);
    const b = m(si);
    const c = m([si[0] + up[0], si[1] + up[1]]);
    const d = m([so[0] + up[0], so[1] + up[1]]);
    // A little past the hem, so the band reaches the outline's edge; the clip trims it.
    return `M${pt([a[0], a[1] + 12])}L${pt([b[0], b[1] + 12])}L${pt(c)}L${pt(d)}Z`;
  });
}

export function garmentParts(cut: Cut, side: 'front' | 'back'): GarmentParts {
  if (cut === 'tote') return toteParts(side);
  const s = shirtShape(cut, side);
  const h = s.half;
  const tee: GarmentParts = {
    outline: s.outline,
    bodySvg: path(s.outline),
    sleeves: s.sleeves,
    collar: s.collar,
    innerSvg: side === 'front' ? path(s.innerBack) : '',
    seams: s.seams,
    stitches: [s.collarStitch, ...s.hemStitches],
    labelSvg:
      side === 'back'
        ? ''
        : `<rect x="387" y="${h.neck[1] + (cut === 'premium' ? 20 : 24)}" width="26" height="12" rx="1.5"/>`,
    ribsSvg: '',
    overlaySvg: '',
    cords: [],
    neckY: h.neck[1],
    keepClear: [],
  };
  if (cut === 'classic' || cut === 'premium' || cut === 'kids') return tee;
  const ribbed = cut === 'sweatshirt' || cut === 'hoodie';
  const cuffBands = cuffs(h.sleeveOuter, h.sleeveInner, h.shoulder, ribbed ? 58 : 34);
  const bandTop = h.hem[1] - 62;
  const waistband = ribbed ? `M0 ${bandTop}H800V1000H0Z` : '';
  const withRibs: GarmentParts = {
    ...tee,
    // Rib cuffs and waistband end in a seam, not a hem stitch.
    stitches: ribbed ? [s.collarStitch] : [s.collarStitch, s.hemStitches.at(-1)!],
    ribsSvg: [...cuffBands, waistband].filter(Boolean).map(path).join(''),
    seams: [
      ...s.seams,
      ...cuffBands.map((d) => d.replace(/^M[^L]*L[^L]*L/, 'M').replace(/Z$/, '')), // the band's upper edge
      ...(ribbed ? [`M${pt([h.hem[0] - 4, bandTop])}L${pt([800 - h.hem[0] + 4, bandTop])}`] : []),
    ],
  };
  return cut === 'hoodie' ? hoodieParts(withRibs, side, bandTop) : withRibs;
}
