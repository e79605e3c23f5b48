import { MOCKUP_SIZE } from '../../src/print-area';
import type { Cut } from '../catalog-source';
import { shirtShape } from '../tshirt-shape';
import alea from 'alea';
import { createNoise2D } from 'simplex-noise';
import { type Field, svgMask, warp } from './field';

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
};

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MOCKUP_SIZE.width}" height="${MOCKUP_SIZE.height}" viewBox="0 0 ${MOCKUP_SIZE.width} ${MOCKUP_SIZE.height}">${body}</svg>`;

export function shirtMasks(cut: Cut, side: 'front' | 'back', scale: number): ShirtMasks {
  const s = shirtShape(cut, side);
  const width = MOCKUP_SIZE.width * scale;
  // Cloth never lies in vector-perfect lines: every part is nudged by the same slow wobble.
  const noise = createNoise2D(alea(`outline-${cut}-${side}`));
  const wobble = (x: number, y: number): [number, number] => {
    const u = x / scale;
    const v = y / scale;
    return [2.2 * scale * noise(u / 70, v / 90), 2.2 * scale * noise(u / 90 + 50, v / 70)];
  };
  const draw = (body: string) => warp(svgMask(svg(body), width), wobble);
  const stroke = (paths: string[], w: number, dash = '') =>
    paths
      .map(
        (d) =>
          `<path d="${d}" fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
      )
      .join('');
  const clip = `<clipPath id="c"><path d="${s.outline}"/></clipPath>`;
  const labelY = s.half.neck[1] + (cut === 'premium' ? 20 : 24);
  return {
    body: draw(`<path d="${s.outline}"/>`),
    sleeves: draw(
      `<defs>${clip}</defs><g clip-path="url(#c)">${s.sleeves.map((d) => `<path d="${d}"/>`).join('')}</g>`,
    ),
    collar: draw(`<path d="${s.collar}"/>`),
    inner: side === 'front' ? draw(`<path d="${s.innerBack}"/>`) : draw(''),
    seams: draw(stroke(s.seams, 1.6)),
    stitches: draw(
      `<defs>${clip}</defs><g clip-path="url(#c)">${stroke([s.collarStitch, ...s.hemStitches], 1.1, '3.2 2.2')}</g>`,
    ),
    label:
      side === 'front' ? draw(`<rect x="387" y="${labelY}" width="26" height="12" rx="1.5"/>`) : draw(''),
  };
}
