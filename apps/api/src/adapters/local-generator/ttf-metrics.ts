/**
 * Reads glyph advance widths straight from a TrueType file (cmap + hmtx), so titles can be sized to
 * fit their badge before resvg draws them. resvg has no text-measuring API, and guessing widths
 * per character made long words spill out of their shapes.
 */
export type FontMetrics = {
  /** Advance width of `text` in em units (multiply by the font size for user units). */
  measure(text: string): number;
  /** Whether the font has a glyph for the character; text without a glyph is dropped. */
  has(char: string): boolean;
};

export function readFontMetrics(ttf: Buffer): FontMetrics {
  const tables = new Map<string, number>();
  const numTables = ttf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    tables.set(ttf.toString('latin1', rec, rec + 4), ttf.readUInt32BE(rec + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font has no ${tag} table`);
    return offset;
  };
  const unitsPerEm = ttf.readUInt16BE(table('head') + 18);
  const numHMetrics = ttf.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOf = (glyph: number) => ttf.readUInt16BE(hmtx + 4 * Math.min(glyph, numHMetrics - 1));
  const glyphOf = readCmapFormat4(ttf, table('cmap'));
  const cache = new Map<string, number>();

  return {
    has: (char) => (glyphOf(char.codePointAt(0) ?? 0) ?? 0) > 0,
    measure(text) {
      let units = 0;
      for (const char of text) {
        let advance = cache.get(char);
        if (advance === undefined) {
          advance = advanceOf(glyphOf(char.codePointAt(0) ?? 0) ?? 0);
          cache.set(char, advance);
        }
        units += advance;
      }
      return units / unitsPerEm;
    },
  };
}

/** The Unicode BMP subtable (platform 3 encoding 1, or platform 0) in format 4, which every font here has. */
function readCmapFormat4(ttf: Buffer, cmap: number): (codePoint: number) => number | undefined {
  const count = ttf.readUInt16BE(cmap + 2);
  let sub = -1;
  for (let i = 0; i < count; i++) {
    const rec = cmap + 4 + i * 8;
    const platform = ttf.readUInt16BE(rec);
    const encoding = ttf.readUInt16BE(rec + 2);
    const offset = cmap + ttf.readUInt32BE(rec + 4);
    if ((platform === 3 && encoding === 1) || platform === 0) {
      if (ttf.readUInt16BE(offset) === 4) sub = offset;
    }
  }
  if (sub < 0) throw new Error('font has no format 4 cmap');
  const segX2 = ttf.readUInt16BE(sub + 6);
  const ends = sub + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  return (code) => {
    if (code > 0xffff) return undefined;
    for (let s = 0; s < segX2; s += 2) {
      if (code > ttf.readUInt16BE(ends + s)) continue;
      const start = ttf.readUInt16BE(starts + s);
      if (code < start) return undefined;
      const delta = ttf.readUInt16BE(deltas + s);
      const rangeOffset = ttf.readUInt16BE(rangeOffsets + s);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyphAt = rangeOffsets + s + rangeOffset + 2 * (code - start);
      const glyph = ttf.readUInt16BE(glyphAt);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return undefined;
  };
}
