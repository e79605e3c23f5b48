import {
  CLOSE_UP_AREA_ON_VIEW,
  type CloseUpView,
  MOCKUP_SIZE,
  PRINT_AREAS_ON_MOCKUP,
} from '../../src/print-area';
import type { ProductSource } from '../catalog-shared';
import { halves, type Point } from '../tshirt-shape';
import type { Field } from './field';

/**
 * How a close-up picture is taken from the front view: the point of the front picture (in its
 * 800 x 1000 pixels) at the close-up's centre, the turn that sets the area upright, and the zoom
 * that makes the area's millimetres fill its box on the close-up (CLOSE_UP_AREA_ON_VIEW).
 */
export type CloseUpFrame = { view: CloseUpView; centre: Point; angle: number; zoom: number };

const MM_PER_INCH = 25.4;
const mirror = ([x, y]: Point): Point => [MOCKUP_SIZE.width - x, y];
const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** Front-picture pixels per inch of the product: its front print area's width over its inches. */
function pixelsPerInch(product: ProductSource): number {
  const front = product.printAreas.find((a) => a.id === 'front')!;
  const rect = PRINT_AREAS_ON_MOCKUP[product.product_id]?.front ?? { width: 0.4 };
  return (rect.width * MOCKUP_SIZE.width) / (front.mm[0] / MM_PER_INCH);
}

/** The close-ups a product's areas need, none for a product drawn without sleeves (the tote). */
export function closeUpFrames(product: ProductSource): CloseUpFrame[] {
  if (product.cut === 'tote') return [];
  const h = halves[product.cut];
  const ppi = pixelsPerInch(product);
  const zoomFor = (view: CloseUpView) => {
    const area = product.printAreas.find((a) => a.id === view)!;
    const boxPx = CLOSE_UP_AREA_ON_VIEW[view].width * MOCKUP_SIZE.width;
    return boxPx / ((area.mm[0] / MM_PER_INCH) * ppi);
  };
  const frames: CloseUpFrame[] = [];
  for (const view of ['right_sleeve', 'left_sleeve'] as const) {
    if (!product.printAreas.some((a) => a.id === view)) continue;
    // The wearer's right sleeve lies on the picture's left; the left one is its mirror image.
    const m = view === 'right_sleeve' ? (p: Point) => p : mirror;
    const top = m(mid(h.shoulder, h.armpit));
    const hem = m(mid(h.sleeveOuter, h.sleeveInner));
    const length = Math.hypot(hem[0] - top[0], hem[1] - top[1]);
    // A short sleeve's print sits halfway down it; a long sleeve's on the upper arm.
    const along = length > 300 ? 0.24 : 0.52;
    const centre: Point = [top[0] + (hem[0] - top[0]) * along, top[1] + (hem[1] - top[1]) * along];
    // The turn that brings the sleeve's axis (shoulder to hem) to point straight down.
    const angle = (Math.atan2(-(hem[0] - top[0]), hem[1] - top[1]) * 180) / Math.PI;
    frames.push({ view, centre, angle, zoom: zoomFor(view) });
  }
  if (product.printAreas.some((a) => a.id === 'neck_label')) {
    const labelPx = (48 / MM_PER_INCH) * ppi;
    // Inside the back neck, under its collar band, where a sewn label would be.
    const centre: Point = [
      MOCKUP_SIZE.width / 2,
      h.neck[1] + h.backNeckDrop + h.collarWidth + labelPx / 2 - 4,
    ];
    frames.push({ view: 'neck_label', centre, angle: 0, zoom: zoomFor('neck_label') });
  }
  return frames;
}

/**
 * The frame moved across the sleeve to the middle of the drawn sleeve (`sleeves`, the front's
 * sleeve mask at `scale`): the axis from shoulder to hem runs off-centre where a sleeve tapers.
 */
export function centredOnSleeve(frame: CloseUpFrame, sleeves: Field, scale: number): CloseUpFrame {
  if (frame.view === 'neck_label') return frame;
  const rad = (frame.angle * Math.PI) / 180;
  // Across the sleeve: the close-up's x axis on the front picture.
  const across: Point = [Math.cos(rad), Math.sin(rad)];
  const inside = (t: number) => {
    const x = Math.round((frame.centre[0] + across[0] * t) * scale);
    const y = Math.round((frame.centre[1] + across[1] * t) * scale);
    return (
      x >= 0 &&
      y >= 0 &&
      x < sleeves.width &&
      y < sleeves.height &&
      sleeves.data[y * sleeves.width + x]! > 0.5
    );
  };
  if (!inside(0)) return frame;
  let [lo, hi] = [0, 0];
  while (lo > -200 && inside(lo - 0.5)) lo -= 0.5;
  while (hi < 200 && inside(hi + 0.5)) hi += 0.5;
  const mid = (lo + hi) / 2;
  return { ...frame, centre: [frame.centre[0] + across[0] * mid, frame.centre[1] + across[1] * mid] };
}

/**
 * Where each pixel of a close-up (at `scale` times its 800 x 1000) lies on the front picture, in
 * front-picture pixels times `sourceScale`: the close-up's centre at the frame's centre, turned by
 * its angle, shrunk by its zoom.
 */
export function closeUpSampler(frame: CloseUpFrame, scale: number, sourceScale: number) {
  const rad = (frame.angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  const cx = (MOCKUP_SIZE.width * scale) / 2;
  const cy = (MOCKUP_SIZE.height * scale) / 2;
  const k = 1 / (frame.zoom * scale);
  return (x: number, y: number): Point => {
    const dx = (x + 0.5 - cx) * k;
    const dy = (y + 0.5 - cy) * k;
    return [
      (frame.centre[0] + dx * cos - dy * sin) * sourceScale - 0.5,
      (frame.centre[1] + dx * sin + dy * cos) * sourceScale - 0.5,
    ];
  };
}

/** Bilinear read of `channels` interleaved floats or bytes at (sx, sy); outside the picture, 0. */
export function sampleInto(
  out: Float32Array,
  at: number,
  src: ArrayLike<number>,
  width: number,
  height: number,
  channels: number,
  sx: number,
  sy: number,
) {
  const x0 = Math.floor(sx);
  const y0 = Math.floor(sy);
  const fx = sx - x0;
  const fy = sy - y0;
  for (let c = 0; c < channels; c++) out[at + c] = 0;
  for (const [dx, dy, w] of [
    [0, 0, (1 - fx) * (1 - fy)],
    [1, 0, fx * (1 - fy)],
    [0, 1, (1 - fx) * fy],
    [1, 1, fx * fy],
  ] as const) {
    const x = x0 + dx;
    const y = y0 + dy;
    if (x < 0 || y < 0 || x >= width || y >= height || w === 0) continue;
    const j = (y * width + x) * channels;
    for (let c = 0; c < channels; c++) out[at + c]! += w * src[j + c]!;
  }
}
