import sharp from 'sharp';
import { MOCKUP_SIZE } from '../../src/print-area';
import { mockupLayerFile } from '../../src/mockup-layers';
import type { ProductSource } from '../catalog-shared';
import {
  type CloseUpFrame,
  centredOnSleeve,
  closeUpFrames,
  closeUpSampler,
  sampleInto,
} from './close-up-views';
import { colorize } from './colorize';
import { designLayers, displacementOf, printableMask } from './design-layers';
import { fabricLight, type FabricLight } from './fabric-light';
import { field } from './field';

/** The front is lit at this many times the mockup's pixels, so a zoomed close-up stays sharp. */
const SOURCE_SCALE = 4;
/** Close-ups are sampled at twice their size, then shrunk with Lanczos. */
const SUPERSAMPLE = 2;

type Write = (file: string, data: Buffer) => void;

/** `channels` interleaved values at the light's scale, resampled onto the close-up at 2x. */
function resample(frame: CloseUpFrame, src: ArrayLike<number>, light: FabricLight, channels: number) {
  const w = MOCKUP_SIZE.width * SUPERSAMPLE;
  const h = MOCKUP_SIZE.height * SUPERSAMPLE;
  const at = closeUpSampler(frame, SUPERSAMPLE, light.scale);
  const out = new Float32Array(w * h * channels);
  for (let y = 0, i = 0; y < h; y++) {
    for (let x = 0; x < w; x++, i++) {
      const [sx, sy] = at(x, y);
      sampleInto(out, i * channels, src, light.width, light.height, channels, sx, sy);
    }
  }
  return out;
}

const bytes = (values: Float32Array) =>
  Buffer.from(values.map((v) => Math.round(Math.max(0, Math.min(255, v)))));

const shrunk = (data: Buffer, channels: 1 | 3 | 4) =>
  sharp(data, {
    raw: { width: MOCKUP_SIZE.width * SUPERSAMPLE, height: MOCKUP_SIZE.height * SUPERSAMPLE, channels },
  }).resize(MOCKUP_SIZE.width, MOCKUP_SIZE.height, { kernel: 'lanczos3' });

/**
 * Every close-up of one product (its sleeves, its neck label): per colour the picture, and once
 * the design layers and the mask, all taken from one front lit at 4x, turned and zoomed.
 */
export async function renderCloseUps(product: ProductSource, dir: string, write: Write) {
  if (closeUpFrames(product).length === 0) return;
  const light = fabricLight(product.cut, 'front', SOURCE_SCALE);
  const frames = closeUpFrames(product).map((f) => centredOnSleeve(f, light.masks.sleeves, light.scale));
  for (const [code, , hex] of product.colors) {
    const rgba = colorize(light, hex, code === 'HGR');
    // Premultiplied while resampled, so the shirt's edge does not pick up its shadow's black.
    const pre = new Float32Array(rgba.length);
    for (let i = 0; i < rgba.length; i += 4) {
      const a = rgba[i + 3]! / 255;
      pre[i] = rgba[i]! * a;
      pre[i + 1] = rgba[i + 1]! * a;
      pre[i + 2] = rgba[i + 2]! * a;
      pre[i + 3] = rgba[i + 3]!;
    }
    for (const frame of frames) {
      const out = resample(frame, pre, light, 4);
      for (let i = 0; i < out.length; i += 4) {
        const a = out[i + 3]! / 255;
        for (let c = 0; c < 3; c++) out[i + c] = a > 0 ? out[i + c]! / a : 0;
      }
      const webp = await shrunk(bytes(out), 4)
        .webp({ quality: code === 'HGR' ? 80 : 86, alphaQuality: 90, effort: 6, smartSubsample: true })
        .toBuffer();
      write(`${dir}/${code}-${frame.view}.webp`, webp);
    }
  }
  const layers = designLayers(light);
  const masks = {
    sleeve: printableMask(light, 'sleeves'),
    neck: printableMask(light, 'inner'),
  };
  for (const frame of frames) {
    const gray = async (src: Buffer) =>
      (await shrunk(bytes(resample(frame, src, light, 1)), 1)).webp({ quality: 92, effort: 6 }).toBuffer();
    write(`${dir}/${mockupLayerFile('shading', frame.view)}`, await gray(layers.shading));
    write(`${dir}/${mockupLayerFile('highlight', frame.view)}`, await gray(layers.highlight));
    write(
      `${dir}/${mockupLayerFile('mask', frame.view)}`,
      await gray(frame.view === 'neck_label' ? masks.neck : masks.sleeve),
    );
    // The folds at the close-up's own size, their heights in its pixels.
    const folds = field(MOCKUP_SIZE.width, MOCKUP_SIZE.height);
    const at = closeUpSampler(frame, 1, light.scale);
    const one = new Float32Array(1);
    for (let y = 0, i = 0; y < folds.height; y++) {
      for (let x = 0; x < folds.width; x++, i++) {
        const [sx, sy] = at(x, y);
        sampleInto(one, 0, light.folds.data, light.width, light.height, 1, sx, sy);
        folds.data[i] = one[0]!;
      }
    }
    const displacement = await sharp(displacementOf(folds, frame.zoom), {
      raw: { width: MOCKUP_SIZE.width, height: MOCKUP_SIZE.height, channels: 3 },
    })
      .webp({ lossless: true, effort: 6 })
      .toBuffer();
    write(`${dir}/${mockupLayerFile('displacement', frame.view)}`, displacement);
  }
}
