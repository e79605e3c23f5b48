import { Resvg } from '@resvg/resvg-js';

/**
 * A float image of one channel (heights, light, masks): floats, because normals taken from 8-bit
 * heights show every quantisation step as a band of light.
 */
export type Field = { width: number; height: number; data: Float32Array };

export const field = (width: number, height: number): Field => ({
  width,
  height,
  data: new Float32Array(width * height),
});

/** The alpha of an SVG drawing as a 0..1 mask, at `width` pixels wide. */
export function svgMask(svg: string, width: number): Field {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
  const out = field(image.width, image.height);
  const px = image.pixels;
  for (let i = 0; i < out.data.length; i++) out.data[i] = px[i * 4 + 3]! / 255;
  return out;
}

/** One box blur pass of radius r along rows (dx = 1) or columns. */
function boxPass(src: Float32Array, dst: Float32Array, w: number, h: number, r: number, horizontal: boolean) {
  const lines = horizontal ? h : w;
  const len = horizontal ? w : h;
  const step = horizontal ? 1 : w;
  const norm = 1 / (2 * r + 1);
  for (let line = 0; line < lines; line++) {
    const base = horizontal ? line * w : line;
    // Edges repeat the border value, so a mask touching the frame does not fade there.
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += src[base + Math.min(len - 1, Math.max(0, k)) * step]!;
    for (let i = 0; i < len; i++) {
      dst[base + i * step] = sum * norm;
      const add = Math.min(len - 1, i + r + 1);
      const drop = Math.max(0, i - r);
      sum += src[base + add * step]! - src[base + drop * step]!;
    }
  }
}

/** A Gaussian blur of standard deviation sigma (pixels), as three box blurs (within ~3 %). */
export function blur(f: Field, sigma: number): Field {
  const out = field(f.width, f.height);
  if (sigma < 0.5) {
    out.data.set(f.data);
    return out;
  }
  // Box radius for three passes to match the Gaussian's variance: sigma^2 = 3 * ((2r+1)^2 - 1) / 12.
  const r = Math.max(1, Math.round((Math.sqrt(4 * sigma * sigma + 1) - 1) / 2));
  const tmp = new Float32Array(f.data.length);
  out.data.set(f.data);
  for (let pass = 0; pass < 3; pass++) {
    boxPass(out.data, tmp, f.width, f.height, r, true);
    boxPass(tmp, out.data, f.width, f.height, r, false);
  }
  return out;
}

/** a += k * b, in place; returns a. */
export function addScaled(a: Field, b: Field, k: number): Field {
  for (let i = 0; i < a.data.length; i++) a.data[i]! += k * b.data[i]!;
  return a;
}

export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

export const smoothstep = (e0: number, e1: number, v: number) => {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

/** The field resampled at (x + dx(x, y), y + dy(x, y)), bilinearly: a smooth, small distortion. */
export function warp(f: Field, offset: (x: number, y: number) => [number, number]): Field {
  const out = field(f.width, f.height);
  const { width: w, height: h, data } = f;
  for (let y = 0, i = 0; y < h; y++) {
    for (let x = 0; x < w; x++, i++) {
      const [dx, dy] = offset(x, y);
      const sx = Math.max(0, Math.min(w - 1.001, x + dx));
      const sy = Math.max(0, Math.min(h - 1.001, y + dy));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const j = y0 * w + x0;
      const top = data[j]! + (data[j + 1]! - data[j]!) * fx;
      const bottom = data[j + w]! + (data[j + w + 1]! - data[j + w]!) * fx;
      out.data[i] = top + (bottom - top) * fy;
    }
  }
  return out;
}
