const MAX_CAPTION_LENGTH = 120;

// Controls (C0, DEL, C1), lone surrogates, line and paragraph separators, and invisible format
// characters: among them the bidirectional marks, embeddings, overrides and isolates (U+061C,
// U+200E-200F, U+202A-202E, U+2066-2069) that let "evil\u202Egnp.exe" read as "evilexe.png".
// The zero-width non-joiner and joiner stay: they only join letters and emoji, never reorder.
const UNPRINTABLE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/gu;

/** A printable name for the Design History caption: the file's name without folders or unprintable characters. */
export function uploadCaption(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const printable = base.replace(UNPRINTABLE, '').trim();
  // Counted in code points, so an emoji at the cut is kept whole or not at all.
  return [...printable].slice(0, MAX_CAPTION_LENGTH).join('') || 'Your image';
}
