import sharp from 'sharp';

/**
 * Removes the background of a photograph or a flat image, offline and without a model: the
 * background's colours are learnt from the image's edge (k-means over the border pixels, so a
 * sky-to-grass gradient or a patterned wall gives several), then a flood fill from the edge takes
 * every connected pixel close to one of them, and stops at strong edges, so a subject whose colour
 * is near the background's is not eaten where its outline is visible. The mask is feathered by a
 * pixel and a half so the cut is smooth, and scaled back to the full image.
 * Transparent pixels stay transparent; an image whose edge is already mostly transparent is left
 * as it is (its background is gone).
 */
const WORK_SIDE = 1024;
const CLUSTERS = 6;
/** Colour distance (0-441) to the nearest background colour still counted as background. */
const NEAR = 48;
/** Nearer than this is background even across an edge (noise and texture in the background). */
const SURE = 22;
/** Sobel magnitude (0-1020 on luminance) that counts as an outline the fill must not cross. */
const EDGE = 140;

/** `alreadyTransparent`: its edge was transparent already, nothing left to remove. */
export type CutOut = { png: Buffer; removedShare: number; alreadyTransparent?: boolean };

export async function cutOutSubject(input: Buffer): Promise<CutOut> {
  // A stored design is at most the print file's 3600 x 4800; nothing larger is decoded.
  const full = await sharp(input, { limitInputPixels: 3600 * 4800 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: fw, height: fh } = full.info;
  const scale = Math.min(1, WORK_SIDE / Math.max(fw, fh));
  const w = Math.max(1, Math.round(fw * scale));
  const h = Math.max(1, Math.round(fh * scale));
  const { data } = await sharp(full.data, { raw: { width: fw, height: fh, channels: 4 } })
    .resize(w, h, { kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = w * h;
  const clear = (p: number) => data[p * 4 + 3]! < 16;

  // The edge of the picture: the frame of its opaque part (an upload's 3:4 padding is not picture).
  let [left, top, right, bottom] = [w, h, -1, -1];
  for (let p = 0; p < n; p++) {
    if (clear(p)) continue;
    const x = p % w;
    const y = (p - x) / w;
    [left, top, right, bottom] = [
      Math.min(left, x),
      Math.min(top, y),
      Math.max(right, x),
      Math.max(bottom, y),
    ];
  }
  if (right < 0) return { png: input, removedShare: 0, alreadyTransparent: true };
  const frame: number[] = [];
  for (let x = left; x <= right; x++) frame.push(top * w + x, bottom * w + x);
  for (let y = top + 1; y < bottom; y++) frame.push(y * w + left, y * w + right);
  // A frame mostly transparent already: the picture has no background left to remove.
  if (frame.filter(clear).length > frame.length / 2) {
    return { png: input, removedShare: 0, alreadyTransparent: true };
  }
  const seeds = frame;
  const samples = seeds.filter((p) => !clear(p));
  if (samples.length === 0) return { png: input, removedShare: 0 };
  const centres = kMeans(data, samples, CLUSTERS);
  const distance = (p: number) => {
    let best = Infinity;
    for (const c of centres) {
      const d = Math.hypot(data[p * 4]! - c[0], data[p * 4 + 1]! - c[1], data[p * 4 + 2]! - c[2]);
      if (d < best) best = d;
    }
    return best;
  };
  const edge = sobel(data, w, h);

  const background = new Uint8Array(n);
  const stack: number[] = [];
  const visit = (p: number) => {
    if (background[p]) return;
    if (!clear(p)) {
      const d = distance(p);
      if (d > NEAR || (d > SURE && edge[p]! > EDGE)) return;
    }
    background[p] = 1;
    stack.push(p);
  };
  for (const p of seeds) visit(p);
  while (stack.length) for (const q of neighbours(stack.pop()!, w, h)) visit(q);

  let removed = 0;
  const alpha = Buffer.alloc(n);
  for (let p = 0; p < n; p++) {
    if (background[p]) removed++;
    alpha[p] = background[p] ? 0 : data[p * 4 + 3]!;
  }
  // Nothing or nearly everything taken: the "background" was the picture itself.
  const removedShare = removed / n;
  if (removedShare > 0.97) return { png: input, removedShare: 0 };

  const mask = await sharp(alpha, { raw: { width: w, height: h, channels: 1 } })
    .blur(1.5)
    .resize(fw, fh, { kernel: 'linear' })
    // sharp hands a one-band image back as three bands unless told otherwise.
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = Buffer.from(full.data);
  for (let p = 0; p < fw * fh; p++) out[p * 4 + 3] = Math.min(out[p * 4 + 3]!, mask[p]!);
  const png = await sharp(out, { raw: { width: fw, height: fh, channels: 4 } })
    .png()
    .toBuffer();
  return { png, removedShare };
}

function neighbours(p: number, w: number, h: number): number[] {
  const x = p % w;
  const out: number[] = [];
  if (x > 0) out.push(p - 1);
  if (x < w - 1) out.push(p + 1);
  if (p >= w) out.push(p - w);
  if (p < w * (h - 1)) out.push(p + w);
  return out;
}

/** A few rounds of k-means over the sampled pixels' colours, seeded evenly along the samples. */
function kMeans(data: Buffer, samples: number[], k: number): [number, number, number][] {
  const rgb = (p: number): [number, number, number] => [data[p * 4]!, data[p * 4 + 1]!, data[p * 4 + 2]!];
  let centres = Array.from({ length: Math.min(k, samples.length) }, (_, i) =>
    rgb(samples[Math.floor((i * samples.length) / k)]!),
  );
  for (let round = 0; round < 8; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const p of samples) {
      const c = rgb(p);
      let best = 0;
      let bestD = Infinity;
      centres.forEach((m, i) => {
        const d = (c[0] - m[0]) ** 2 + (c[1] - m[1]) ** 2 + (c[2] - m[2]) ** 2;
        if (d < bestD) [best, bestD] = [i, d];
      });
      const s = sums[best]!;
      s[0]! += c[0];
      s[1]! += c[1];
      s[2]! += c[2];
      s[3]!++;
    }
    // A colour seen on under 2 % of the edge is the subject touching the frame, not background.
    centres = sums
      .filter((s) => s[3]! > samples.length * 0.02)
      .map((s) => [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!] as [number, number, number]);
  }
  return centres;
}

/** Sobel gradient magnitude of the luminance. */
function sobel(data: Buffer, w: number, h: number): Float32Array {
  const lum = new Float32Array(w * h);
  for (let p = 0; p < w * h; p++)
    lum[p] = 0.299 * data[p * 4]! + 0.587 * data[p * 4 + 1]! + 0.114 * data[p * 4 + 2]!;
  const out = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const at = (dx: number, dy: number) => lum[(y + dy) * w + x + dx]!;
      const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
      const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
      out[y * w + x] = Math.hypot(gx, gy);
    }
  }
  return out;
}
