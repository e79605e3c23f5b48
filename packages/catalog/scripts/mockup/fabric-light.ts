import alea from 'alea';
import { createNoise2D } from 'simplex-noise';
import type { Cut } from '../catalog-shared';
import { garmentFolds } from './garment-folds';
import { stampFold } from './folds';
import { addScaled, blur, clamp01, type Field, field } from './field';
import { type ShirtMasks, shirtMasks } from './shirt-masks';

/**
 * The light on one side of a shirt, whatever its colour, at `scale` times the mockup's pixels.
 * `shade` multiplies (1 on flat fabric facing the light, lower in folds and shadows); `highlight`
 * is what the lit side of folds adds on top (screen), 0 on flat fabric; `folds` is the height of
 * the folds alone, in mockup pixels, from which the design's displacement is taken.
 */
export type FabricLight = {
  width: number;
  height: number;
  scale: number;
  shade: Float32Array;
  highlight: Float32Array;
  folds: Field;
  /** Opacity of the picture: the shirt, and its soft shadow around it. */
  alpha: Float32Array;
  /** How much of each pixel is shirt (not shadow). */
  body: Float32Array;
  masks: ShirtMasks;
};

// Light from the upper left and in front, as in a softbox product shot.
const LIGHT = normalize([-0.42, -0.62, 1]);
const HALF = normalize([LIGHT[0], LIGHT[1], LIGHT[2] + 1]);
/** Wrapped diffuse: cotton scatters light past the terminator, so folds never go black. */
const WRAP = 0.35;
const AMBIENT = 0.3;

function normalize(v: [number, number, number]): [number, number, number] {
  const l = Math.hypot(...v);
  return [v[0] / l, v[1] / l, v[2] / l];
}

export function fabricLight(cut: Cut, side: 'front' | 'back', scale: number): FabricLight {
  const masks = shirtMasks(cut, side, scale);
  const { width, height } = masks.body;
  const n = width * height;
  const noise = createNoise2D(alea(`${cut}-${side}`));
  const s = scale;

  // The shirt lies puffed up a little, rounding over at its edges.
  const h = field(width, height);
  addScaled(h, blur(masks.body, 4 * s), 7);
  addScaled(h, blur(masks.body, 14 * s), 6);
  addScaled(h, blur(masks.body, 40 * s), 5);
  // Sleeves lie on the body, a little raised, with a step at the armhole seam.
  addScaled(h, blur(masks.sleeves, 5 * s), 3);
  addScaled(h, blur(masks.seams, 0.8 * s), -1.6);

  const folds = field(width, height);
  for (const fold of garmentFolds(cut, side)) stampFold(folds, fold, s);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const u = x / s;
      const v = y / s;
      // Slow unevenness no one drew: what makes fabric look laid down rather than modelled.
      folds.data[i]! += 3 * noise(u / 230, v / 190) + 0.6 * noise(u / 90 + 20, v / 110);
    }
  }
  addScaled(h, folds, 1);

  const innerVisible = field(width, height);
  for (let i = 0; i < n; i++)
    innerVisible.data[i] = masks.inner.data[i]! * (1 - masks.collar.data[i]!) * (1 - masks.overlay.data[i]!);
  addScaled(h, blur(innerVisible, 2.5 * s), -7);
  addScaled(h, blur(masks.collar, 1.2 * s), 2.2);
  // What lies on top (a pocket, a hood's rim, a handle) steps up at its edge; cords are round.
  addScaled(h, blur(masks.overlay, 1.4 * s), 2.6);
  addScaled(h, blur(masks.cords, 1.6 * s), 4);
  addScaled(h, blur(masks.ribs, 1.5 * s), 0.8);

  // The knit: a fine grain, ribs across the collar band and down the cuffs and waistband.
  const neckY = masks.neckY;
  const canvas = cut === 'tote';
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const u = x / s;
      const v = y / s;
      let grain = 0.012 * noise(u / 0.7, v / 1.4) + 0.02 * noise(u / 3 + 40, v / 8);
      const collar = masks.collar.data[i]!;
      if (collar > 0) grain += 0.12 * collar * Math.sin(Math.atan2(v - neckY, u - 400) * 140);
      const rib = masks.ribs.data[i]!;
      if (rib > 0) grain += 0.16 * rib * Math.sin(u * 1.6);
      // Canvas: thick, uneven yarn in both directions.
      if (canvas) grain += 0.05 * noise(u / 0.8, v / 4 + 70) + 0.05 * noise(u / 4 + 30, v / 0.8);
      h.data[i]! += grain;
    }
  }

  // Ambient occlusion: a point below its surroundings gets less of the room's light.
  const around = blur(h, 10 * s);
  const shade = new Float32Array(n);
  const highlight = new Float32Array(n);
  const flatSpec = HALF[2] ** 5;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const xl = x > 0 ? i - 1 : i;
      const xr = x < width - 1 ? i + 1 : i;
      const yu = y > 0 ? i - width : i;
      const yd = y < height - 1 ? i + width : i;
      // Slopes per mockup pixel (heights are in mockup pixels too).
      const gx = ((h.data[xr]! - h.data[xl]!) * s) / (xr - xl || 1);
      const gy = ((h.data[yd]! - h.data[yu]!) * s) / ((yd - yu) / width || 1);
      const len = Math.hypot(gx, gy, 1);
      const nx = -gx / len;
      const ny = -gy / len;
      const nz = 1 / len;
      const ndl = nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2];
      const diffuse = Math.max(0, ndl + WRAP) / (LIGHT[2] + WRAP);
      const ao = 1 - Math.min(0.5, Math.max(0, (around.data[i]! - h.data[i]!) * 0.045));
      // The studio light falls off a little towards the lower right.
      const falloff = 1.02 - 0.05 * (y / height) - 0.03 * (x / width);
      const light = ao * falloff * (AMBIENT + (1 - AMBIENT) * diffuse);
      const ndh = Math.max(0, nx * HALF[0] + ny * HALF[1] + nz * HALF[2]);
      const sheen = Math.max(0, ndh ** 5 - flatSpec) * 0.28;
      shade[i] = Math.min(1, light);
      highlight[i] = clamp01((light - 1) * 0.9 + sheen);
    }
  }

  // A soft shadow under the shirt, and a tighter one where it touches the table.
  const drop = blur(masks.body, 10 * s);
  const contact = blur(masks.body, 2.5 * s);
  const alpha = new Float32Array(n);
  const dy = Math.round(9 * s);
  const dx = Math.round(3 * s);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const j = Math.max(0, y - dy) * width + Math.max(0, x - dx);
      const k = Math.max(0, y - Math.round(2 * s)) * width + x;
      const shadow = Math.min(1, 0.3 * drop.data[j]! + 0.22 * contact.data[k]!);
      const m = masks.body.data[i]!;
      alpha[i] = m + (1 - m) * shadow;
    }
  }
  return { width, height, scale, shade, highlight, folds, alpha, body: masks.body.data, masks };
}
