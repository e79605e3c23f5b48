import {
  type Placement,
  placementProblem,
  type PrintArea,
  TEE_PRINT_AREA,
} from '@prompttee/domain/placement';
import sharp from 'sharp';
import { readXmp, withXmp } from './png-xmp';

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** The print area in pixels of the producer's file: 12 x 16 in at 300 DPI is 3600 x 4800. */
export const printAreaPixels = (area: PrintArea) => ({
  width: Math.round(area.widthIn * area.dpi),
  height: Math.round(area.heightIn * area.dpi),
});

/**
 * The design's box on the print file, in pixels: its size before rotation and its centre. The
 * box keeps the design's 3:4 ratio (the domain's DESIGN_ASPECT); rounding to whole pixels keeps
 * the edges on the pixel grid, so a 90 degree turn stays crisp.
 */
export function designBoxPixels(placement: Placement, area: PrintArea = TEE_PRINT_AREA) {
  const canvas = printAreaPixels(area);
  const width = Math.max(1, Math.round(placement.width * canvas.width));
  const height = Math.max(1, Math.round((width * 4) / 3));
  return { width, height, cx: placement.x * canvas.width, cy: placement.y * canvas.height };
}

export class PlacementOutsidePrintAreaError extends Error {}

/**
 * The producer's print file for one side: the whole print area (3600 x 4800 px at 300 DPI for a
 * tee) transparent, with the design scaled, turned about its centre (clockwise) and centred where
 * the customer placed it. The design's XMP packet (its provenance) is copied over unchanged.
 * Throws PlacementOutsidePrintAreaError for a placement the domain refuses: callers validate first,
 * so this is a programming error, never a customer's 4xx.
 */
export async function composePrintFile(
  designPng: Buffer,
  placement: Placement,
  area: PrintArea = TEE_PRINT_AREA,
): Promise<Buffer> {
  const problem = placementProblem(placement, area);
  if (problem) throw new PlacementOutsidePrintAreaError(problem);
  const canvas = printAreaPixels(area);
  const box = designBoxPixels(placement, area);

  // The design fitted to its box; 'contain' keeps a design that is not exactly 3:4 undistorted.
  const scaled = await sharp(designPng)
    .ensureAlpha()
    .resize(box.width, box.height, { fit: 'contain', background: transparent, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let art = { data: scaled.data, width: scaled.info.width, height: scaled.info.height };
  // sharp rotates before it resizes within one pipeline, so the turn is its own step.
  if (placement.rotation % 360 !== 0) {
    const turned = await sharp(art.data, { raw: { width: art.width, height: art.height, channels: 4 } })
      .rotate(placement.rotation, { background: transparent })
      .raw()
      .toBuffer({ resolveWithObject: true });
    art = { data: turned.data, width: turned.info.width, height: turned.info.height };
  }

  // The turned box grows to its bounding box around the same centre; a box flush with an edge
  // may stick out by a rounding pixel, which is cropped (the domain allows 0.001 in of slack).
  const left = Math.round(box.cx - art.width / 2);
  const top = Math.round(box.cy - art.height / 2);
  const crop = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    right: Math.max(0, left + art.width - canvas.width),
    bottom: Math.max(0, top + art.height - canvas.height),
  };
  let placed = sharp(art.data, { raw: { width: art.width, height: art.height, channels: 4 } });
  if (crop.left || crop.top || crop.right || crop.bottom) {
    placed = placed.extract({
      left: crop.left,
      top: crop.top,
      width: art.width - crop.left - crop.right,
      height: art.height - crop.top - crop.bottom,
    });
  }
  // Padding with transparent pixels out to the print area, not compositing onto a blank canvas:
  // nothing is under the design to blend with, and blending 17 Mpx cost ~600 ms here.
  const png = await placed
    .extend({
      left: left + crop.left,
      top: top + crop.top,
      right: canvas.width - (left + art.width - crop.right),
      bottom: canvas.height - (top + art.height - crop.bottom),
      background: transparent,
    })
    // pHYs only (see render-print-files.ts); level 6 without adaptive filtering is ~3x faster
    // than sharp's default and within a few percent of its size on generated art.
    .withDensity(area.dpi)
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  const packet = readXmp(designPng);
  return packet ? withXmp(png, packet) : png;
}
