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
