import type { GarmentParts } from './garment-parts';

const path = (d: string) => `<path d="${d}"/>`;

/**
 * The hood: seen from the front it stands behind the neck, its face opening showing the lining
 * at the back of the hood, framed by the doubled rim the drawcords run through; from the back,
 * its centre seam. The kangaroo pocket lies on the front above the waistband, open at its
 * slanted sides. The cords end above the print area, which sits between them and the pocket.
 */
export function hoodieParts(base: GarmentParts, side: 'front' | 'back', bandTop: number): GarmentParts {
  const hood =
    side === 'front'
      ? 'M318 204C280 152 282 40 400 32C518 40 520 152 482 204Z'
      : 'M316 206C278 152 280 40 400 30C520 40 522 152 484 206Q400 236 316 206Z';
  const bodySvg = path(base.outline) + path(hood);
  if (side === 'back') {
    return {
      ...base,
      bodySvg,
      collar: '',
      innerSvg: '',
      labelSvg: '',
      // The hood lies over the back neck: a step at its lower edge, a seam up its middle.
      overlaySvg: path(hood),
      seams: [...base.seams, 'M400 34C402 90 400 150 400 200', 'M324 196Q400 226 476 196'],
      stitches: [],
      keepClear: [hood],
    };
  }
  const opening = 'M400 252C356 228 330 162 342 112C352 74 448 74 458 112C470 162 444 228 400 252Z';
  const pocket = `M292 700L508 700L572 800L574 ${bandTop + 2}L226 ${bandTop + 2}L228 800Z`;
  const cords = ['M381 236C377 268 373 296 370 316', 'M419 236C424 266 428 294 432 314'];
  return {
    ...base,
    bodySvg,
    collar: '',
    innerSvg: path(opening),
    labelSvg: '',
    overlaySvg:
      `<path d="${opening}" fill="none" stroke="#000" stroke-width="26"/>` + `<path d="${pocket}"/>`,
    cords,
    seams: [...base.seams, 'M236 804L296 708L504 708L564 804'],
    stitches: [
      'M226 800L290 700L510 700L574 800',
      'M232 803L293 706L507 706L568 803',
      'M386 236m-5 0a5 5 0 1 0 10 0a5 5 0 1 0 -10 0',
      'M414 236m-5 0a5 5 0 1 0 10 0a5 5 0 1 0 -10 0',
    ],
    keepClear: [hood, opening, pocket, ...cords],
  };
}
