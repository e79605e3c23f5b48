import {
  DESIGN_ASPECT,
  MIN_PLACEMENT_WIDTH,
  TEE_PRINT_AREA,
  placementProblem,
  type Placement,
} from '@prompttee/domain';

// The editor's arithmetic on placements: every gesture and key goes through clampPlacement, so
// whatever the customer does, the design stays inside the print area and above the minimum width.

const area = TEE_PRINT_AREA;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** -180..180, the range the order contract takes. */
export function normalizeRotation(degrees: number): number {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return turned === -180 && degrees > 0 ? 180 : turned;
}

/** How far the rotated box reaches from its centre, in inches, across and down. */
function reach(width: number, rotation: number) {
  const w = width * area.widthIn;
  const h = w / DESIGN_ASPECT;
  const cos = Math.abs(Math.cos(radians(rotation)));
  const sin = Math.abs(Math.sin(radians(rotation)));
  return { across: (w * cos + h * sin) / 2, down: (w * sin + h * cos) / 2 };
}

/** The widest design (fraction of the area's width) that fits the print area at this rotation. */
export function maxWidthFor(rotation: number): number {
  const cos = Math.abs(Math.cos(radians(rotation)));
  const sin = Math.abs(Math.sin(radians(rotation)));
  const byWidth = 1 / (cos + sin / DESIGN_ASPECT);
  const byHeight = area.heightIn / (area.widthIn * (sin + cos / DESIGN_ASPECT));
  return Math.min(1, byWidth, byHeight);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The nearest placement that can be printed: rotation in range, width between the minimum and
 * what fits at that rotation, and the centre moved in until the rotated box is inside the area.
 * Rounded to 4 decimals (a hundredth of a millimetre) unless rounding would cross an edge.
 */
export function clampPlacement(placement: Placement): Placement {
  const rotation = round(normalizeRotation(placement.rotation), 1);
  const width = clamp(placement.width, MIN_PLACEMENT_WIDTH, maxWidthFor(rotation));
  const { across, down } = reach(width, rotation);
  const xMargin = across / area.widthIn;
  const yMargin = down / area.heightIn;
  const exact = {
    x: clamp(placement.x, xMargin, 1 - xMargin),
    y: clamp(placement.y, yMargin, 1 - yMargin),
    width,
    rotation,
  };
  const rounded = { ...exact, x: round(exact.x, 4), y: round(exact.y, 4), width: round(width, 4) };
  return placementProblem(rounded) ? exact : rounded;
}

export const movePlacement = (p: Placement, dx: number, dy: number): Placement =>
  clampPlacement({ ...p, x: p.x + dx, y: p.y + dy });

/** Grows or shrinks about the centre; against an edge the centre moves in rather than the box spilling out. */
export const scalePlacement = (p: Placement, factor: number): Placement =>
  clampPlacement({ ...p, width: p.width * factor });

export const rotatePlacement = (p: Placement, degrees: number): Placement =>
  clampPlacement({ ...p, rotation: p.rotation + degrees });

/** Within this many degrees of a quarter turn, a rotation gesture settles on it. */
const ROTATION_SNAP_DEG = 4;

export function snapRotation(degrees: number): number {
  const quarter = Math.round(degrees / 90) * 90;
  return Math.abs(degrees - quarter) <= ROTATION_SNAP_DEG ? normalizeRotation(quarter) : degrees;
}

export type Snapped = { x: boolean; y: boolean };

/**
 * Pulls the centre onto the print area's centre lines when it comes within `tolerance`
 * (fractions of the area across and down, from a few pixels on screen).
 */
export function snapToCentre(
  p: Placement,
  tolerance: { x: number; y: number },
): { placement: Placement; snapped: Snapped } {
  const snapped = { x: Math.abs(p.x - 0.5) <= tolerance.x, y: Math.abs(p.y - 0.5) <= tolerance.y };
  const placement = clampPlacement({ ...p, x: snapped.x ? 0.5 : p.x, y: snapped.y ? 0.5 : p.y });
  return { placement, snapped: { x: snapped.x && placement.x === 0.5, y: snapped.y && placement.y === 0.5 } };
}
