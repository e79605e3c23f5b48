import sharp from 'sharp';

/**
 * An image as e-mail clients show it: JPEG on white. Outlook on Windows (and some webmail) shows
 * no WebP, and the shop's mockups and thumbnails are WebP.
 */
export async function toEmailJpeg(image: Buffer): Promise<Buffer> {
  return sharp(image).flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
