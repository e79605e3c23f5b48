import type { Cut } from './catalog-shared';

/** Every cut with sleeves; the tote is drawn by tote-shape.ts. */
export type ShirtCut = Exclude<Cut, 'tote'>;

/**
 * The outline of a shirt laid flat, in the mockup's 800 x 1000 pixels, built from the left half
 * and mirrored. The chest of both cuts is wide enough around PRINT_AREA (x 260-540, y 225-598)
 * that a 12 x 16 in print covers about 60% of the chest, as on a real size M.
 */
export type Point = [number, number];
export type HalfShirt = {
  neck: Point; // where the shoulder seam meets the collar
  shoulder: Point;
  sleeveOuter: Point; // sleeve hem, outside corner
  sleeveInner: Point; // sleeve hem, armpit side
  armpit: Point;
  waist: Point; // control point of the side seam
  hem: Point;
  /** How far the hem dips at the centre; a curved hem reads as a fitted premium cut. */
  hemDip: number;
  frontNeckDrop: number;
  backNeckDrop: number;
  collarWidth: number;
};

// prettier-ignore
export const halves: Record<ShirtCut, HalfShirt> = {
  classic: {
    neck: [322, 108], shoulder: [150, 146], sleeveOuter: [30, 352], sleeveInner: [134, 410],
    armpit: [146, 334], waist: [142, 600], hem: [148, 868], hemDip: 5,
    frontNeckDrop: 72, backNeckDrop: 16, collarWidth: 17,
  },
  premium: {
    neck: [332, 106], shoulder: [170, 142], sleeveOuter: [64, 322], sleeveInner: [154, 374],
    armpit: [168, 318], waist: [214, 600], hem: [184, 880], hemDip: 20,
    frontNeckDrop: 60, backNeckDrop: 12, collarWidth: 10,
  },
  // Long sleeves lie angled out beside the body, the cuffs level with the hip.
  longsleeve: {
    neck: [322, 108], shoulder: [160, 150], sleeveOuter: [40, 720], sleeveInner: [112, 748],
    armpit: [166, 340], waist: [162, 590], hem: [166, 850], hemDip: 5,
    frontNeckDrop: 70, backNeckDrop: 16, collarWidth: 15,
  },
  // Dropped shoulders and a wide rib collar; the waistband gathers the hem a little.
  sweatshirt: {
    neck: [326, 122], shoulder: [158, 168], sleeveOuter: [36, 740], sleeveInner: [110, 770],
    armpit: [164, 360], waist: [160, 600], hem: [166, 850], hemDip: 3,
    frontNeckDrop: 62, backNeckDrop: 14, collarWidth: 24,
  },
  // Lower on the picture than the others: the hood lies above the shoulders.
  hoodie: {
    neck: [330, 178], shoulder: [152, 224], sleeveOuter: [30, 780], sleeveInner: [106, 808],
    armpit: [162, 406], waist: [158, 640], hem: [164, 905], hemDip: 3,
    frontNeckDrop: 40, backNeckDrop: 10, collarWidth: 0,
  },
  // A child's tee: boxier and shorter for its width, short sleeves, a neck wide for its size.
  kids: {
    neck: [328, 176], shoulder: [186, 206], sleeveOuter: [88, 368], sleeveInner: [172, 410],
    armpit: [184, 352], waist: [180, 590], hem: [184, 800], hemDip: 4,
    frontNeckDrop: 60, backNeckDrop: 14, collarWidth: 14,
  },
};

const mirror = ([x, y]: Point): Point => [800 - x, y];
const p = ([x, y]: Point) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;
const add = ([x, y]: Point, dx: number, dy: number): Point => [x + dx, y + dy];

export type ShirtShape = {
  /** The whole silhouette; its top edge is the back neckline. */
  outline: string;
  /** Front view: the inside of the back neck seen through the collar opening. */
  innerBack: string;
  /** The ribbed collar band. */
  collar: string;
  /** Centre line of the collar band, for its stitching. */
  collarStitch: string;
  /** Each sleeve, from the shoulder round the hem to the armpit and back up the armhole seam. */
  sleeves: string[];
  /** Armhole seams, sleeve hem and body hem stitch lines. */
  seams: string[];
  hemStitches: string[];
  half: HalfShirt;
};

export function shirtShape(cut: ShirtCut, side: 'front' | 'back'): ShirtShape {
  const h = halves[cut];
  const { neck, shoulder: sh, sleeveOuter: so, sleeveInner: si, armpit: ap, waist: w, hem } = h;
  // One side, from the neck point round the sleeve and down to the hem; `m` mirrors it.
  const sideOut = (m: (pt: Point) => Point, reverse: boolean) => {
    const s = (pt: Point) => p(m(pt));
    const forward = [
      `C${s(add(neck, -30, 8))} ${s(add(sh, 60, -12))} ${s(sh)}`,
      `C${s(add(sh, -40, 40))} ${s(add(so, 40, -70))} ${s(so)}`,
      `Q${s([(so[0] + si[0]) / 2 + 4, (so[1] + si[1]) / 2 + 8])} ${s(si)}`,
      `C${s(add(si, 6, -20))} ${s(add(ap, -4, 22))} ${s(ap)}`,
      `C${s(add(ap, -6, 120))} ${s(w)} ${s(hem)}`,
    ];
    if (!reverse) return forward.join('');
    // Walking back up the other side: same curves, control points swapped.
    return [
      `C${s(w)} ${s(add(ap, -6, 120))} ${s(ap)}`,
      `C${s(add(ap, -4, 22))} ${s(add(si, 6, -20))} ${s(si)}`,
      `Q${s([(so[0] + si[0]) / 2 + 4, (so[1] + si[1]) / 2 + 8])} ${s(so)}`,
      `C${s(add(so, 40, -70))} ${s(add(sh, -40, 40))} ${s(sh)}`,
      `C${s(add(sh, 60, -12))} ${s(add(neck, -30, 8))} ${s(neck)}`,
    ].join('');
  };
  const backNeck = (from: Point, to: Point) => `Q${p([400, neck[1] + h.backNeckDrop * 2])} ${p(to)}`;
  const frontNeck = (drop: number) =>
    `C${p([neck[0] + 6, neck[1] + drop])} ${p([800 - neck[0] - 6, neck[1] + drop])} ${p(mirror(neck))}`;
  const frontNeckBack = (drop: number) =>
    `C${p([800 - neck[0] - 6, neck[1] + drop])} ${p([neck[0] + 6, neck[1] + drop])} ${p(neck)}`;

  const hemCurve = `Q${p([400, hem[1] + h.hemDip * 2])} ${p(mirror(hem))}`;
  const outline = `M${p(neck)}${sideOut((x) => x, false)}${hemCurve}${sideOut(mirror, true)}${backNeck(mirror(neck), neck)}Z`;

  // The front neckline's curve depth (Bezier controls sit lower than the curve's lowest point).
  const frontDrop = (h.frontNeckDrop * 4) / 3;
  const cw = h.collarWidth;
  const innerBack = `M${p(neck)}${frontNeck(frontDrop)}${backNeck(mirror(neck), neck)}Z`;
  const collar =
    side === 'front'
      ? `M${p(add(neck, -cw * 0.7, 2))}${`C${p([neck[0] - cw * 0.5, neck[1] + frontDrop + cw * 1.2])} ${p([800 - neck[0] + cw * 0.5, neck[1] + frontDrop + cw * 1.2])} ${p(add(mirror(neck), cw * 0.7, 2))}`}L${p(mirror(neck))}${frontNeckBack(frontDrop)}Z`
      : `M${p(add(neck, -cw * 0.6, 2))}Q${p([400, neck[1] + h.backNeckDrop * 2 + cw * 2])} ${p(add(mirror(neck), cw * 0.6, 2))}L${p(mirror(neck))}${backNeck(mirror(neck), neck)}Z`;
  const collarStitch =
    side === 'front'
      ? `M${p(add(neck, -cw * 0.55, 1))}C${p([neck[0] - cw * 0.2, neck[1] + frontDrop + cw * 0.75])} ${p([800 - neck[0] + cw * 0.2, neck[1] + frontDrop + cw * 0.75])} ${p(add(mirror(neck), cw * 0.55, 1))}`
      : `M${p(add(neck, -cw * 0.45, 1))}Q${p([400, neck[1] + h.backNeckDrop * 2 + cw * 1.35])} ${p(add(mirror(neck), cw * 0.45, 1))}`;

  const sleeves: string[] = [];
  const seams: string[] = [];
  const hemStitches: string[] = [];
  for (const m of [(x: Point) => x, mirror]) {
    // The armhole seam runs from the shoulder point down to the armpit, bowing outwards.
    const seamControl = m(add(sh, -6, (ap[1] - sh[1]) * 0.55));
    seams.push(`M${p(m(sh))}Q${p(seamControl)} ${p(m(ap))}`);
    sleeves.push(
      `M${p(m(sh))}C${p(m(add(sh, -40, 40)))} ${p(m(add(so, 40, -70)))} ${p(m(so))}` +
        `Q${p(m([(so[0] + si[0]) / 2 + 4, (so[1] + si[1]) / 2 + 8]))} ${p(m(si))}` +
        `C${p(m(add(si, 6, -20)))} ${p(m(add(ap, -4, 22)))} ${p(m(ap))}Q${p(seamControl)} ${p(m(sh))}Z`,
    );
    const inset = 16;
    const dx = si[0] - so[0];
    const dy = si[1] - so[1];
    const len = Math.hypot(dx, dy);
    // The sleeve hem stitch: the hem line moved inward along the sleeve's axis.
    const nx = (dy / len) * inset;
    const ny = (-dx / len) * inset;
    hemStitches.push(`M${p(m(add(so, nx + 2, ny)))}L${p(m(add(si, nx - 2, ny)))}`);
  }
  hemStitches.push(
    `M${p(add(hem, 2, -18))}Q${p([400, hem[1] - 18 + h.hemDip * 2])} ${p(add(mirror(hem), -2, -18))}`,
  );
  return { outline, innerBack, collar, collarStitch, sleeves, seams, hemStitches, half: h };
}
