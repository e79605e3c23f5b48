import sharp from 'sharp';

/**
 * Images an OpenAI-compatible model without alpha sends back: an opaque white background around
 * a subject whose inside is white too (a ring with a white face and two dark eyes), the case a
 * naive "white to transparent" would punch holes into.
 */
export async function whiteBackgroundWithWhiteInterior(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300">' +
    '<rect width="200" height="300" fill="#ffffff"/>' +
    '<circle cx="100" cy="150" r="70" fill="#ffffff" stroke="#1d3557" stroke-width="14"/>' +
    '<circle cx="75" cy="135" r="9" fill="#1d3557"/><circle cx="125" cy="135" r="9" fill="#1d3557"/>' +
    '</svg>';
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
}

/** The same subject on an off-white, slightly noisy background, as JPEG-compressed answers have. */
export async function noisyCreamBackground(): Promise<Buffer> {
  const png = await whiteBackgroundWithWhiteInterior();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) {
    if (data[i]! > 200)
      data[i] = Math.max(0, Math.min(255, 244 - (i % 3 === 2 ? 12 : 0) + ((i * 7919) % 9) - 4));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
