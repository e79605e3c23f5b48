import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Shop } from './design-test-helpers';
import { bearer, type TestUser } from '../../../testing/test-app';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(bytes: Buffer, fileName: string, contentType: string, field = 'file') {
  const boundary = `----prompttee${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  t: Shop,
  user: TestUser,
  bytes: Buffer,
  fileName = 'photo.png',
  contentType = 'image/png',
) {
  const body = multipartBody(bytes, fileName, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/v1/designs/upload',
    headers: { ...bearer(user), ...body.headers },
    payload: body.payload,
  });
}

/** A small PNG whose header claims width x height: a decompression bomb's shape, without its cost. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const out = Buffer.from(png);
  // IHDR is the first chunk: length (4) type (4) at 8, width at 16, height at 20, CRC after 13 bytes.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}
