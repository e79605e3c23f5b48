import { MOCKUP_SIZE } from '../../src/print-area';
import type { Cut } from '../catalog-shared';
import { garmentParts } from '../garment-parts';
import alea from 'alea';
import { createNoise2D } from 'simplex-noise';
import { type Field, field, svgMask, warp } from './field';

/** The shirt's parts as 0..1 masks, drawn by resvg at `scale` times the mockup's size. */
export type ShirtMasks = {
  body: Field;
  sleeves: Field;
  collar: Field;
  /** Front only: the inside of the back neck, seen through the collar opening (else empty). */
  inner: Field;
  /** Sewn seams (armholes): a groove in the fabric. */
  seams: Field;
  /** Hem and collar stitching: thread over the fabric. */
  stitches: Field;
  /** Front only: the printed size label inside the back neck. */
  label: Field;
  /** Rib knit: cuffs and waistband. */
  ribs: Field;
  /** Layers lying on top with a step at their edge (hood rim, pocket, handle). */
  overlay: Field;
  /** Drawcords. */
  cords: Field;
  neckY: number;
};

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MOCKUP_SIZE.width}" height="${MOCKUP_SIZE.height}" viewBox="0 0 ${MOCKUP_SIZE.width} ${MOCKUP_SIZE.height}">${body}</svg>`;

export function shirtMasks(cut: Cut, side: 'front' | 'back', scale: number): ShirtMasks {
  const s = garmentParts(cut, side);
  const width = MOCKUP_SIZE.width * scale;
  // Cloth never lies in vector-perfect lines: every part is nudged by the same slow wobble.
  const noise = createNoise2D(alea(`outline-${cut}-${side}`));
  const wobble = (x: number, y: number): [number, number] => {
    const u = x / scale;
    const v = y / scale;
    return [2.2 * scale * noise(u / 70, v / 90), 2.2 * scale * noise(u / 90 + 50, v / 70)];
  };
  // An empty part is a zero mask: no need to draw and warp nothing.
  const draw = (body: string) =>
    body ? warp(svgMask(svg(body), width), wobble) : field(width, MOCKUP_SIZE.height * scale);
  const stroke = (paths: string[], w: number, dash = '') =>
    paths
      .map(
        (d) =>
          `<path d="${d}" fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
      )
      .join('');
  const clip = `<clipPath id="c">${s.bodySvg}</clipPath>`;
  const clipped = (body: string) =>
    body ? draw(`<defs>${clip}</defs><g clip-path="url(#c)">${body}</g>`) : draw('');
  return {
    body: draw(s.bodySvg),
    sleeves: clipped(s.sleeves.map((d) => `<path d="${d}"/>`).join('')),
    collar: draw(s.collar ? `<path d="${s.collar}"/>` : ''),
    inner: draw(s.innerSvg),
    seams: draw(stroke(s.seams, 1.6)),
    stitches: clipped(stroke(s.stitches, 1.1, '3.2 2.2')),
    label: draw(s.labelSvg),
    ribs: clipped(s.ribsSvg),
    overlay: clipped(s.overlaySvg),
    cords: draw(stroke(s.cords, 7)),
    neckY: s.neckY,
  };
}
