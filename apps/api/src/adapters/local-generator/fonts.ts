import { fontFilePath, loadFont } from '../../fonts/bundled-fonts';

/**
 * The three OFL fonts the artwork is lettered in, the same files the layer editor and the print
 * use (fonts/files, with their licences). resvg draws no text without font files, and loading
 * system fonts would make the artwork depend on the machine it runs on.
 */
export type FontRole = 'display' | 'script' | 'rounded';

const files = {
  /** Tall condensed capitals for titles (Anton). */
  display: { family: 'Anton', id: 'anton' },
  /** Brush script for retro taglines (Pacifico). */
  script: { family: 'Pacifico', id: 'pacifico' },
  /** Round geometric capitals for text on arcs (Righteous). */
  rounded: { family: 'Righteous', id: 'righteous' },
} as const satisfies Record<FontRole, { family: string; id: string }>;

export const fontFiles = Object.values(files).map(({ id }) => fontFilePath(id));

export const fontFamily = (role: FontRole) => files[role].family;

/** Advance widths from the font file (opentype.js), so titles are sized to fit before resvg draws. */
export type FontMetrics = {
  /** Advance width of `text` in em units, without kerning (multiply by the font size). */
  measure(text: string): number;
  /** Whether the font has a glyph for the character; text without a glyph is dropped. */
  has(char: string): boolean;
};

export function fontMetrics(role: FontRole): FontMetrics {
  const font = loadFont(files[role].id);
  return {
    has: (char) => font.charToGlyph(char).index > 0,
    measure: (text) =>
      [...text].reduce((units, char) => units + (font.charToGlyph(char).advanceWidth ?? 0), 0) /
      font.unitsPerEm,
  };
}
