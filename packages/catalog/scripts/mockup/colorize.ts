import alea from 'alea';
import { createNoise2D } from 'simplex-noise';
import type { FabricLight } from './fabric-light';

const channels = (hex: string): [number, number, number] => {
  const v = parseInt(hex.slice(1), 16);
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255];
};

/** Relative lightness 0-1 (Rec. 709 weights of the sRGB values), enough to tune the light. */
export const lightness = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/**
 * How strongly the lit side of folds shows through screen. Dark cloth shows its folds almost only
 * by its sheen, so it gets the full highlight; on white, screen has nothing left to add.
 */
export const highlightStrength = (l: number) => 0.55 + 0.35 * (1 - l) ** 2;

/**
 * The shirt in one colour as RGBA at the light's scale: colour times shade, then screened by
 * the highlight, with the collar rib, stitching, neck label and (for heather) flecked yarn.
 */
export function colorize(light: FabricLight, hex: string, heather: boolean): Buffer {
  const base = channels(hex);
  const l = lightness(base);
  const k = highlightStrength(l);
  const noise = createNoise2D(alea(`yarn-${hex}`));
  // Thread a shade off the cloth: darker on light shirts, lighter on dark ones.
  const thread = base.map((c) => (l > 0.5 ? c * 0.78 : c + (1 - c) * 0.16));
  // A printed neck label in a quiet tone: light on light shirts, mid grey on dark ones.
  const labelTone = l > 0.5 ? 0.84 : 0.4;
  const { width, height, scale, masks } = light;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const u = x / scale;
      const v = y / scale;
      const collar = masks.collar.data[i]!;
      const stitch = masks.stitches.data[i]!;
      const label = masks.label.data[i]!;
      const inner = masks.inner.data[i]! * (1 - collar);
      // Yarn: dyed cotton varies a little; heather mixes in light and dark fibres as short streaks.
      let yarn = 1 + 0.018 * noise(u / 1.2, v / 0.9);
      if (heather) yarn += 0.09 * noise(u / 6, v / 1.1) + 0.06 * noise(u / 1.5 + 9, v / 0.7);
      const tone = yarn * (1 - 0.05 * collar) * (1 - 0.12 * inner);
      const shade = light.shade[i]!;
      const hl = light.highlight[i]! * k;
      // Straight alpha: around the shirt the pixels are the black of its shadow.
      const alpha = light.alpha[i]!;
      const cover = alpha > 0 ? light.body[i]! / alpha : 0;
      for (let c = 0; c < 3; c++) {
        let albedo = base[c]! * tone;
        albedo += (thread[c]! - albedo) * stitch * 0.8;
        albedo += (labelTone - albedo) * label * 0.7;
        const lit = Math.min(1, albedo) * shade;
        const value = 1 - (1 - lit) * (1 - hl);
        out[i * 4 + c] = Math.round(Math.max(0, Math.min(1, value * cover)) * 255);
      }
      out[i * 4 + 3] = Math.round(alpha * 255);
    }
  }
  return out;
}
