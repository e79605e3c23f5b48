import { MOCKUP_SIZE } from '../../src/print-area';
import { DISPLACEMENT_ENCODING } from '../../src/mockup-layers';
import type { FabricLight } from './fabric-light';
import { addScaled, blur, type Field, field } from './field';

/** How much of the fabric's highlight a print takes: ink is a little less lustrous than cotton. */
const DESIGN_HIGHLIGHT = 0.75;
/** Mockup pixels of displacement per pixel of fold height, across and down. */
const DISPLACE = { x: 0.35, y: 0.5 } as const;

/** Averages scale x scale blocks: the supersampled field at the mockup's size. */
function shrink(f: Field, scale: number): Field {
  const out = field(MOCKUP_SIZE.width, MOCKUP_SIZE.height);
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < out.width; x++) {
      let sum = 0;
      for (let j = 0; j < scale; j++) {
        for (let i = 0; i < scale; i++) sum += f.data[(y * scale + j) * f.width + x * scale + i]!;
      }
      out.data[y * out.width + x] = sum / (scale * scale);
    }
  }
  return out;
}

/**
 * The colour-independent layers a design is printed through: shading and highlight (8-bit grey
 * at the light's scale) and the displacement (RGB at the mockup's size), taken from the folds'
 * local relief so a fold bends the print while the shirt's broad lie does not shift it.
 */
export function designLayers(light: FabricLight) {
  const n = light.width * light.height;
  const shading = Buffer.alloc(n);
  const highlight = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    // Off the shirt the layers are neutral: white multiplies and black screens to no change.
    const body = light.body[i]!;
    shading[i] = Math.round(255 * (1 - body + body * light.shade[i]!));
    highlight[i] = Math.round(255 * body * light.highlight[i]! * DESIGN_HIGHLIGHT);
  }
  return { shading, highlight, displacement: displacementOf(shrink(light.folds, light.scale), 1) };
}

/**
 * The displacement (RGB, the field's size) from fold heights in picture pixels, on a picture
 * `zoom` times the mockup's scale (a close-up): its folds are as many times higher and wider.
 */
export function displacementOf(folds: Field, zoom: number): Buffer {
  const heights = field(folds.width, folds.height);
  for (let i = 0; i < heights.data.length; i++) heights.data[i] = folds.data[i]! * zoom;
  const local = blur(addScaled(heights, blur(heights, 40 * zoom), -1), 1.5 * zoom);
  const { zero, unitsPerPixel } = DISPLACEMENT_ENCODING;
  const code = (pixels: number) => Math.max(0, Math.min(255, Math.round(zero + pixels * unitsPerPixel)));
  const displacement = Buffer.alloc(folds.width * folds.height * 3);
  for (let i = 0; i < local.data.length; i++) {
    displacement[i * 3] = code(local.data[i]! * DISPLACE.x);
    displacement[i * 3 + 1] = code(local.data[i]! * DISPLACE.y);
    displacement[i * 3 + 2] = zero;
  }
  return displacement;
}

/**
 * Where a print can lie, 0-255 at the light's scale: the product's fabric (or only its sleeves, for
 * a sleeve's print), not its collar band or what lies on top (a hood's rim, a pocket's edge); for
 * a neck label, the inside of the back neck that the collar opening shows.
 */
export function printableMask(light: FabricLight, part: 'body' | 'sleeves' | 'inner' = 'body'): Buffer {
  const { collar, overlay } = { collar: light.masks.collar.data, overlay: light.masks.overlay.data };
  const on = part === 'body' ? light.body : light.masks[part].data;
  const out = Buffer.alloc(light.width * light.height);
  for (let i = 0; i < out.length; i++) {
    const fabric = on[i]! * (1 - collar[i]!) * (1 - overlay[i]!);
    out[i] = Math.round(255 * Math.max(0, Math.min(1, fabric)));
  }
  return out;
}
