import { Resvg } from '@resvg/resvg-js';
import { CANVAS } from '../drawing-context';
import { fontFamily, fontFiles } from '../fonts';

/** Share of the canvas's limiting side the artwork spans once fitted. */
const SPAN = 0.95;
const PROBE_WIDTH = 75;

/**
 * Scales and centres the finished artwork so it uses the canvas: its opaque part spans 95 % of
 * the width or the height, whichever limits. The bounds come from a 75 px render of the alpha
 * (frames, glows, lettering and rings all count), which costs a few milliseconds.
 */
export function fillCanvas(defs: string, body: string): string {
  const probe =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${CANVAS.width}" height="${CANVAS.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">${defs}${body}</svg>`;
  const { pixels, width, height } = new Resvg(probe, {
    fitTo: { mode: 'width', value: PROBE_WIDTH },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: fontFamily('display') },
  }).render();
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((pixels[(y * width + x) * 4 + 3] ?? 0) < 96) continue;
      [left, right, top, bottom] = [
        Math.min(left, x),
        Math.max(right, x),
        Math.min(top, y),
        Math.max(bottom, y),
      ];
    }
  }
  if (right < 0) return body;
  const unit = CANVAS.width / width;
  // One probe pixel of slack each side: the art's true edge lies somewhere inside that pixel.
  const box = {
    x: (left - 1) * unit,
    y: (top - 1) * unit,
    w: (right - left + 3) * unit,
    h: (bottom - top + 3) * unit,
  };
  const k = Math.min((CANVAS.width * SPAN) / box.w, (CANVAS.height * SPAN) / box.h);
  const dx = (CANVAS.width - box.w * k) / 2 - box.x * k;
  const dy = (CANVAS.height - box.h * k) / 2 - box.y * k;
  if (Math.abs(k - 1) < 0.01 && Math.abs(dx) < 2 && Math.abs(dy) < 2) return body;
  return `<g transform="translate(${dx.toFixed(2)} ${dy.toFixed(2)}) scale(${k.toFixed(4)})">${body}</g>`;
}
