import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONTS, type FontId } from '@prompttee/domain';
import opentype from 'opentype.js';

/** files/{id}.ttf beside its licence files/OFL-{id}.txt: the outlines the browser and the print share. */
export const FONT_FILES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'files');

export const fontFilePath = (id: FontId) => path.join(FONT_FILES_DIR, `${id}.ttf`);

const bytesCache = new Map<FontId, Buffer>();
const parsedCache = new Map<FontId, opentype.Font>();

/** The font file's bytes, read once per process (15 files, 2.5 MB in all). */
export function fontBytes(id: FontId): Buffer {
  let bytes = bytesCache.get(id);
  if (!bytes) {
    bytes = readFileSync(fontFilePath(id));
    bytesCache.set(id, bytes);
  }
  return bytes;
}

/** The parsed font, for laying text out as outlines; parsed once per process. */
export function loadFont(id: FontId): opentype.Font {
  let font = parsedCache.get(id);
  if (!font) {
    const bytes = fontBytes(id);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    parsedCache.set(id, font);
  }
  return font;
}

export const isFontId = (id: string): id is FontId => FONTS.some((f) => f.id === id);
