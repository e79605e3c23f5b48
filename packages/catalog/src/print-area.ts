/**
 * Where a design sits on the mockup images, as fractions of the image (800 x 1000): centred on the
 * chest, 35% of the image wide and 3:4 like the print file. The web preview places its overlay
 * with these numbers; the mockup script draws the shirts around the same box. Browser-safe: no
 * Node imports here (import from '@prompttee/catalog/print-area' in the web app).
 */
export const MOCKUP_SIZE = { width: 800, height: 1000 } as const;

export const PRINT_AREA = {
  top: 0.225,
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
 * Provisional until the photo-like mockups land: chosen so the domain's DEFAULT_PLACEMENT is
 * about 35 % of the preview wide, as the spec asks.
 */
export const PRINT_AREA_ON_MOCKUP: Record<'front' | 'back', MockupRect> = {
  front: {
    top: 0.2,
    left: 0.28,
    width: 0.44,
    height: (0.44 * MOCKUP_SIZE.width * (16 / 12)) / MOCKUP_SIZE.height,
  },
  back: {
    top: 0.17,
    left: 0.28,
    width: 0.44,
    height: (0.44 * MOCKUP_SIZE.width * (16 / 12)) / MOCKUP_SIZE.height,
  },
};
