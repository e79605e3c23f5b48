import type { GarmentParts } from './garment-parts';

const path = (d: string) => `<path d="${d}"/>`;
const stroke = (d: string, width: number) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}" stroke-linecap="butt"/>`;

/** The bag's face: a canvas rectangle a little wider at the bottom, as a filled tote lies. */
export const TOTE_OUTLINE = 'M168 332L632 332L638 926L162 926Z';
/** The handle sewn to the face we see, and the other face's, lying a little askew above it. */
const FRONT_HANDLE = 'M282 372C282 160 300 92 400 92C500 92 518 160 518 372';
const OTHER_HANDLE = 'M300 336C294 150 322 66 414 68C506 70 522 150 504 336';
const HANDLE_WIDTH = 26;
/** Where each handle end is sewn on: a box stitched with a cross, under the bag's top hem. */
const boxStitch = (x: number) =>
  `M${x - 13} 344H${x + 13}V376H${x - 13}ZM${x - 13} 344L${x + 13} 376M${x + 13} 344L${x - 13} 376`;

/**
 * A flat canvas tote with two handles. The back is its other face: the same bag, the handles
 * swapped round (build-time folds fall the other way).
 */
export function toteParts(side: 'front' | 'back'): GarmentParts {
  const flip = (d: string) =>
    side === 'front'
      ? d
      : d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x, y) => `${800 - Number(x)} ${y}`);
  const front = flip(FRONT_HANDLE);
  const other = flip(OTHER_HANDLE);
  return {
    outline: TOTE_OUTLINE,
    bodySvg: path(TOTE_OUTLINE) + stroke(front, HANDLE_WIDTH) + stroke(other, HANDLE_WIDTH),
    sleeves: [],
    collar: '',
    // The other face's handle lies behind: shaded as fabric further down.
    innerSvg: `<clipPath id="o"><path d="M0 0H800V333H0Z"/></clipPath><g clip-path="url(#o)">${stroke(other, HANDLE_WIDTH)}</g>`,
    seams: ['M170 372L630 372'],
    stitches: ['M170 362L630 362', boxStitch(282), boxStitch(518), `${front}`],
    labelSvg: '',
    ribsSvg: '',
    overlaySvg: stroke(front, HANDLE_WIDTH),
    cords: [],
    neckY: 0,
    keepClear: [boxStitch(282), boxStitch(518), 'M170 332H630V380H170Z'],
  };
}
