import sharp from 'sharp';

/**
 * A photograph's shape: a sky-to-ground gradient with sensor noise behind a textured orange disc
 * whose lower edge is darker than the ground beside it.
 */
export async function photoLike(width = 600, height = 800): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 24;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const t = y / height;
      const inDisc = Math.hypot(x - width / 2, y - height / 2) < width * 0.3;
      const stripe = Math.sin(x / 6) * 18;
      const rgb = inDisc
        ? [230 + stripe - t * 60, 120 + stripe - t * 40, 30]
        : [120 + t * 20, 170 - t * 70, 235 - t * 170];
      for (let c = 0; c < 3; c++) data[p + c] = Math.max(0, Math.min(255, Math.round(rgb[c]! + noise())));
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
