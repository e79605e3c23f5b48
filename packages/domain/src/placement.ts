import type { PrintLocation } from './print-location';

/**
 * Where a design sits in a side's print area. x and y are the design's centre as fractions of the
 * print area (0 = left / top edge); width is the design's width as a fraction of the print area's
 * width, the height following from the design's aspect ratio; rotation is in degrees, clockwise.
 */
export type Placement = { x: number; y: number; width: number; rotation: number };
// Its schema is contracts/placement.ts: the designer places designs before it parses anything,
// and zod stays off its first load.

/** Below this width a design is too small to print well (and to grab in the editor). */
export const MIN_PLACEMENT_WIDTH = 0.05;

/** Every print file is 3600 x 4800 px: a design box keeps this 3:4 ratio of width to height. */
export const DESIGN_ASPECT = 3 / 4;

/** The printable rectangle of one side of a product, in inches, and how it maps to print files. */
export type PrintArea = { widthIn: number; heightIn: number; dpi: number };

/** 12 x 16 in at 300 DPI: the 3600 x 4800 px print file covers the whole area. */
export const TEE_PRINT_AREA: PrintArea = { widthIn: 12, heightIn: 16, dpi: 300 };

/** Below this the producer (Printful, Gelato) holds or warns about a file. */
export const MIN_PRINT_DPI = 150;

/** The design's box in inches on the print area: centre, size and rotation. */
export function designBoxInches(placement: Placement, area: PrintArea = TEE_PRINT_AREA) {
  const width = placement.width * area.widthIn;
  return {
    cx: placement.x * area.widthIn,
    cy: placement.y * area.heightIn,
    width,
    height: width / DESIGN_ASPECT,
    rotation: placement.rotation,
  };
}

/** The four corners of the (rotated) design box, in inches from the print area's top-left corner. */
export function designCorners(placement: Placement, area: PrintArea = TEE_PRINT_AREA) {
  const box = designBoxInches(placement, area);
  const rad = (box.rotation * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sy]) => {
    const dx = ((sx as number) * box.width) / 2;
    const dy = ((sy as number) * box.height) / 2;
    return { x: box.cx + dx * cos - dy * sin, y: box.cy + dx * sin + dy * cos };
  });
}

/** A thousandth of an inch of slack, so a preset touching an edge is not refused for rounding. */
const EDGE_TOLERANCE_IN = 0.001;

/** Why a placement cannot be printed, or null when its whole rotated box is inside the print area. */
export function placementProblem(placement: Placement, area: PrintArea = TEE_PRINT_AREA): string | null {
  if (placement.width < MIN_PLACEMENT_WIDTH) {
    return `The design must be at least ${MIN_PLACEMENT_WIDTH * 100}% of the print area wide`;
  }
  const outside = designCorners(placement, area).some(
    (c) =>
      c.x < -EDGE_TOLERANCE_IN ||
      c.y < -EDGE_TOLERANCE_IN ||
      c.x > area.widthIn + EDGE_TOLERANCE_IN ||
      c.y > area.heightIn + EDGE_TOLERANCE_IN,
  );
  return outside ? 'The design must stay inside the print area' : null;
}

/** Dots per inch the design prints at: its source pixels across its printed width. */
export function effectiveDpi(sourceWidthPx: number, placement: Placement, area: PrintArea = TEE_PRINT_AREA) {
  return sourceWidthPx / (placement.width * area.widthIn);
}

/** A side composed from layers fills its print area: the placement of its one picture. */
export const WHOLE_PRINT_AREA = { x: 0.5, y: 0.5, width: 1, rotation: 0 } as const;

/**
 * The spec's default: centred, and about 35 % of the preview wide. The mockups map the print area
 * onto the preview (packages/catalog), so this width is chosen together with that mapping.
 */
export const DEFAULT_PLACEMENT: Placement = { x: 0.5, y: 0.5, width: 0.875, rotation: 0 };

export type PlacementPresetName = 'Full front' | 'Centre chest' | 'Left chest' | 'Full back' | 'Upper back';

export type PlacementPreset = { name: PlacementPresetName; side: PrintLocation; placement: Placement };

// Left chest is the wearer's left, which is the viewer's right.
export const PLACEMENT_PRESETS: readonly PlacementPreset[] = [
  { name: 'Full front', side: 'front', placement: { x: 0.5, y: 0.5, width: 1, rotation: 0 } },
  { name: 'Centre chest', side: 'front', placement: { x: 0.5, y: 0.3, width: 0.6, rotation: 0 } },
  { name: 'Left chest', side: 'front', placement: { x: 0.72, y: 0.15, width: 0.3, rotation: 0 } },
  { name: 'Full back', side: 'back', placement: { x: 0.5, y: 0.5, width: 1, rotation: 0 } },
  { name: 'Upper back', side: 'back', placement: { x: 0.5, y: 0.2, width: 0.4, rotation: 0 } },
];

export const presetsFor = (side: PrintLocation) => PLACEMENT_PRESETS.filter((p) => p.side === side);

/** The same placement, whatever float noise it picked up: the key of a cart line and an order item. */
export function placementKey(placement: Placement): string {
  const r = (n: number, digits: number) => Number(n.toFixed(digits));
  return `${r(placement.x, 4)},${r(placement.y, 4)},${r(placement.width, 4)},${r(placement.rotation, 2)}`;
}

export const samePlacement = (a: Placement, b: Placement) => placementKey(a) === placementKey(b);
