import { Resvg } from '@resvg/resvg-js';
import type { IconArt } from '../vocabulary/icon-art';

/**
 * Where an icon's drawing actually is, as fractions of its box: its bounds, and its head (the top
 * of the figure) so a hat sits on it and sunglasses across it. Read from a 40 px rendering of
 * the icon's alpha: icons are padded differently and animals face either way.
 */
export type Anchors = {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Centre and width of the figure's top part, where headwear goes. */
  headX: number;
  headWidth: number;
  /** Where eyes would be: a third down the head. */
  eyesY: number;
};

const SIZE = 40;
const cache = new Map<string, Anchors>();

export function anchorsOf(art: IconArt): Anchors {
  const key = `${art.kind}:${art.name}`;
  let found = cache.get(key);
  if (!found) {
    found = measure(art);
    cache.set(key, found);
  }
  return found;
}

function measure(art: IconArt): Anchors {
  const { x, y, w, h } = art.box;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="${x} ${y} ${w} ${h}">${art.body}</svg>`;
  const { pixels } = new Resvg(svg, { fitTo: { mode: 'width', value: SIZE } }).render();
  const filled = (px: number, py: number) => (pixels[(py * SIZE + px) * 4 + 3] ?? 0) > 96;
  let [left, top, right, bottom] = [SIZE, SIZE, -1, -1];
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      if (!filled(px, py)) continue;
      left = Math.min(left, px);
      right = Math.max(right, px);
      top = Math.min(top, py);
      bottom = Math.max(bottom, py);
    }
  }
  if (right < 0) return { left: 0, top: 0, right: 1, bottom: 1, headX: 0.5, headWidth: 0.6, eyesY: 0.35 };
  // The head: the widest run of filled columns in the top 30% of the figure's height, so a cat's
  // raised tail or a rabbit's second ear beside the head does not pull a hat off it.
  const headRows = Math.max(2, Math.round((bottom - top + 1) * 0.3));
  const used = (px: number) => {
    for (let py = top; py < top + headRows; py++) if (filled(px, py)) return true;
    return false;
  };
  let [hl, hr] = [SIZE, -1];
  for (let px = left, start = -1; px <= right + 1; px++) {
    if (px <= right && used(px)) {
      if (start < 0) start = px;
    } else if (start >= 0) {
      if (px - 1 - start > hr - hl) [hl, hr] = [start, px - 1];
      start = -1;
    }
  }
  const f = (v: number) => v / SIZE;
  const headWidth = Math.max(f(hr - hl + 1), f(right - left + 1) * 0.35);
  return {
    left: f(left),
    top: f(top),
    right: f(right + 1),
    bottom: f(bottom + 1),
    headX: f((hl + hr + 1) / 2),
    headWidth,
    eyesY: f(top) + Math.min(headWidth * 0.45, f(bottom - top) * 0.4),
  };
}
