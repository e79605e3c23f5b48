import { crc32 } from 'node:zlib';

/** The keyword Adobe's XMP specification (part 3, PNG) gives the iTXt chunk holding the packet. */
const XMP_KEYWORD = 'XML:com.adobe.xmp';
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

type Chunk = { type: string; start: number; end: number; data: Buffer };

function* chunks(png: Buffer): Generator<Chunk> {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    yield { type, start: at, end, data: png.subarray(at + 8, at + 8 + length) };
    if (type === 'IEND') return;
    at = end;
  }
}

const isXmpChunk = (c: Chunk) =>
  c.type === 'iTXt' &&
  c.data.subarray(0, XMP_KEYWORD.length + 1).equals(Buffer.from(`${XMP_KEYWORD}\0`, 'latin1'));

/**
 * The PNG with `packet` as its only XMP: an uncompressed iTXt chunk right after IHDR, so readers
 * that stop at the first IDAT still find it. Chunks are spliced, the pixels are not re-encoded.
 */
export function withXmp(png: Buffer, packet: string): Buffer {
  // keyword, NUL, compression flag 0, method 0, empty language tag NUL, empty translated keyword NUL
  const data = Buffer.concat([
    Buffer.from(`${XMP_KEYWORD}\0\0\0\0\0`, 'latin1'),
    Buffer.from(packet, 'utf8'),
  ]);
  const parts: Buffer[] = [SIGNATURE];
  for (const c of chunks(png)) {
    if (isXmpChunk(c)) continue;
    parts.push(png.subarray(c.start, c.end));
    if (c.type === 'IHDR') parts.push(chunk('iTXt', data));
  }
  return Buffer.concat(parts);
}

/** The PNG's XMP packet, or null when it has none. */
export function readXmp(png: Buffer): string | null {
  for (const c of chunks(png)) {
    if (!isXmpChunk(c)) continue;
    // Skip keyword NUL, flag, method, then the two NUL-terminated tags.
    let at = XMP_KEYWORD.length + 3;
    at = c.data.indexOf(0, at) + 1;
    at = c.data.indexOf(0, at) + 1;
    return c.data.subarray(at).toString('utf8');
  }
  return null;
}
