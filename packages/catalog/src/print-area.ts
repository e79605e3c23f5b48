/**
 * Where a design sits on the mockup images, as fractions of the image (800 x 1000): centred on the
 * chest, 35% of the image wide and 3:4 like the print file. The web preview places its overlay
 * with these numbers; the mockup script draws the shirts around the same box. Browser-safe: no
 * Node imports here (import from '@prompttee/catalog/print-area' in the web app).
 */
export const MOCKUP_SIZE = { width: 800, height: 1000 } as const;

export const PRINT_AREA = {
  /** The domain's DEFAULT_PLACEMENT on the front print area below (a test keeps them together). */
  top: 0.2417,
  left: 0.325,
  width: 0.35,
  /** 0.35 x 800 px wide, times 4/3 for the print file's 3:4, over 1000 px of height. */
  height: (0.35 * MOCKUP_SIZE.width * (4 / 3)) / MOCKUP_SIZE.height,
} as const;

/** A rectangle as fractions of the mockup image. */
export type MockupRect = { top: number; left: number; width: number; height: number };

/**
 * Where each side's whole print area (12 x 16 in, the domain's TEE_PRINT_AREA) lies on that side's
 * mockup image. The design is placed inside it by its Placement; the editor draws it dashed.
 * Measured on the rendered shirts (scripts/mockup/): 0.4 of the image is 320 px for 12 in, about
 * 60 % of the chest between the armpits as on a real size M; the front starts a little under
 * the collar, the back (whose collar sits higher) higher up. Both tees share it: the premium
 * cut is narrower at the waist, not at the chest.
 */
const areaHeight = (width: number) => (width * MOCKUP_SIZE.width * (16 / 12)) / MOCKUP_SIZE.height;
/** A print area of `width` (fraction of the image), centred across, its top at `top`. */
const centred = (top: number, width: number): MockupRect => ({
  top,
  left: (1 - width) / 2,
  width,
  height: areaHeight(width),
});
export type SideAreas = Record<'front' | 'back', MockupRect>;
export const TEE_PRINT_AREA_ON_MOCKUP: SideAreas = {
  front: { top: 0.215, left: 0.3, width: 0.4, height: areaHeight(0.4) },
  back: { top: 0.175, left: 0.3, width: 0.4, height: areaHeight(0.4) },
};

/**
 * Each product's areas, drawn with its shape (scripts/*-shape.ts): the hoodie's front sits
 * between the drawcords' ends and the pocket, the kids' tee's is smaller, the tote's lies on the
 * bag's face under the handles' stitching. A product not listed takes the tees' areas.
 */
export const PRINT_AREAS_ON_MOCKUP: Record<string, SideAreas> = {
  'classic-tee': TEE_PRINT_AREA_ON_MOCKUP,
  'premium-organic-tee': TEE_PRINT_AREA_ON_MOCKUP,
  'long-sleeve-tee': TEE_PRINT_AREA_ON_MOCKUP,
  'crewneck-sweatshirt': { front: centred(0.235, 0.38), back: centred(0.19, 0.38) },
  hoodie: { front: centred(0.34, 0.32), back: centred(0.27, 0.36) },
  'kids-tee': { front: centred(0.27, 0.3), back: centred(0.23, 0.3) },
  'tote-bag': { front: centred(0.4, 0.44), back: centred(0.4, 0.44) },
};

/** A print area the catalogue can have: the product's faces, and its close-up views. */
export type MockupView = 'front' | 'back' | 'left_sleeve' | 'right_sleeve' | 'neck_label';
export const CLOSE_UP_VIEWS = ['left_sleeve', 'right_sleeve', 'neck_label'] as const;
export type CloseUpView = (typeof CLOSE_UP_VIEWS)[number];

/**
 * A sleeve or a neck label is shown close up, in a picture of its own (`<COLOR>-left_sleeve.webp`)
 * that the mockup script turns and zooms so the area lies upright at this box, whatever the
 * product: a sleeve across 30 % of the picture with the sleeve around it, the label across 20 %.
 */
export const CLOSE_UP_AREA_ON_VIEW: Record<CloseUpView, MockupRect> = {
  left_sleeve: centred(0.5 - areaHeight(0.3) / 2, 0.3),
  right_sleeve: centred(0.5 - areaHeight(0.3) / 2, 0.3),
  neck_label: centred(0.5 - areaHeight(0.2) / 2, 0.2),
};

const isCloseUp = (view: MockupView): view is CloseUpView => view in CLOSE_UP_AREA_ON_VIEW;

/** Where `productId`'s print area lies on its `view` picture. */
export const printAreaOnMockup = (productId: string, view: MockupView): MockupRect =>
  isCloseUp(view)
    ? CLOSE_UP_AREA_ON_VIEW[view]
    : (PRINT_AREAS_ON_MOCKUP[productId] ?? TEE_PRINT_AREA_ON_MOCKUP)[view];

/** What a placement needs here (the domain's Placement; repeated so this file stays import-free). */
type PlacementLike = { x: number; y: number; width: number; rotation: number };

/**
 * The design's box on the mockup, as fractions of the image, before its rotation (which turns it
 * about its centre, clockwise, in degrees). Place an element with these as percentages and
 * `transform: rotate(<rotation>deg)`; the server's mockup renderer uses the same numbers.
 */
export function designBoxOnMockup(area: MockupRect, placement: PlacementLike) {
  const width = placement.width * area.width;
  // The design keeps 3:4 in pixels; the image is not square, so convert through its size.
  const height = (width * MOCKUP_SIZE.width * (4 / 3)) / MOCKUP_SIZE.height;
  const cx = area.left + placement.x * area.width;
  const cy = area.top + placement.y * area.height;
  return { left: cx - width / 2, top: cy - height / 2, width, height, rotation: placement.rotation };
}
