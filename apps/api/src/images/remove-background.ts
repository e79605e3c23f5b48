import sharp from 'sharp';

/**
 * Makes the plain background of an opaque image transparent, from the edges inward: a flood fill
 * from every border pixel through pixels close to the background colour. Whites inside the
 * subject (eyes, a white shirt, a moon) are not reached, so they stay. The fill's fringe gets a
 * one-step alpha ramp with the background colour taken out, so edges stay smooth without a halo.
 *
 * For image models that return no alpha (DALL-E, most compatible servers) and a white or plain
 * background, which would otherwise print as a box on the shirt.
 */
export type BackgroundRemoval = { png: Buffer; removed: number };

/** Colour distance (0-441) still counted as background; JPEG-ish noise stays well under it. */
const TOLERANCE = 38;
/** Pixels up to this far are the fringe: partly transparent, background colour taken out. */
const FRINGE = 90;
/** Removing nearly everything means the "background" was the design: leave the image alone. */
const MAX_SHARE = 0.97;

export async function removeBackground(input: Buffer): Promise<BackgroundRemoval> {
  const { data, info } = await sharp(input)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const bg = borderColour(data, width, height);
  const dist = (p: number) =>
    Math.hypot(data[p * 4]! - bg[0], data[p * 4 + 1]! - bg[1], data[p * 4 + 2]! - bg[2]);

  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const push = (p: number) => {
    if (seen[p] || dist(p) > TOLERANCE) return;
    seen[p] = 1;
    stack.push(p);
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  let removed = 0;
  while (stack.length) {
    const p = stack.pop()!;
    removed++;
    const x = p % width;
    if (x > 0) push(p - 1);
    if (x < width - 1) push(p + 1);
    if (p >= width) push(p - width);
    if (p < width * (height - 1)) push(p + width);
  }
  if (removed === 0 || removed / (width * height) > MAX_SHARE) return { png: input, removed: 0 };

  const out = Buffer.from(data);
  for (let p = 0; p < width * height; p++) {
    if (seen[p]) {
      out[p * 4 + 3] = 0;
      continue;
    }
    // The fringe: opaque pixels next to the removed background, blended with it by the renderer.
    if (!touches(seen, p, width, height)) continue;
    const a = Math.min(1, Math.max(0, (dist(p) - TOLERANCE) / (FRINGE - TOLERANCE)));
    const alpha = Math.max(a, 0.35);
    for (let c = 0; c < 3; c++) {
      const v = (data[p * 4 + c]! - bg[c]! * (1 - alpha)) / alpha;
      out[p * 4 + c] = Math.max(0, Math.min(255, Math.round(v)));
    }
    out[p * 4 + 3] = Math.round(alpha * 255);
  }
  const png = await sharp(out, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { png, removed };
}

/** Whether the image has no transparent pixel at all (then it needs its background removed). */
export async function isOpaque(input: Buffer): Promise<boolean> {
  const meta = await sharp(input).metadata();
  if (!meta.hasAlpha) return true;
  const { channels } = await sharp(input).extractChannel('alpha').stats();
  return (channels[0]?.min ?? 255) === 255;
}

const touches = (seen: Uint8Array, p: number, width: number, height: number) => {
  const x = p % width;
  return (
    (x > 0 && seen[p - 1] === 1) ||
    (x < width - 1 && seen[p + 1] === 1) ||
    (p >= width && seen[p - width] === 1) ||
    (p < width * (height - 1) && seen[p + width] === 1)
  );
};

/** The most common colour along the border (quantised), which is what a plain background is. */
function borderColour(data: Buffer, width: number, height: number): [number, number, number] {
  const counts = new Map<number, { n: number; sum: [number, number, number] }>();
  const add = (p: number) => {
    const [r, g, b] = [data[p * 4]!, data[p * 4 + 1]!, data[p * 4 + 2]!];
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const entry = counts.get(key) ?? { n: 0, sum: [0, 0, 0] };
    entry.n++;
    entry.sum = [entry.sum[0] + r, entry.sum[1] + g, entry.sum[2] + b];
    counts.set(key, entry);
  };
  for (let x = 0; x < width; x++) {
    add(x);
    add((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    add(y * width);
    add(y * width + width - 1);
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0]!;
  return best.sum.map((v) => v / best.n) as [number, number, number];
}
