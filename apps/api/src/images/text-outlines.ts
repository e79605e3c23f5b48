import { textOutlinesOf, type TextLayer, type TextOutlines } from '@prompttee/domain';
import type opentype from 'opentype.js';
import { loadFont } from '../fonts/bundled-fonts';

export { LINE_HEIGHT_EM, textHeightOverWidth, type TextOutlines } from '@prompttee/domain';

/**
 * A text layer's glyph outlines from the same font file the browser loads. The layout itself is
 * the domain's textOutlinesOf, which the designer's preview runs on the same file, so preview and
 * print draw the same shapes in the same box.
 */
export function textOutlines(
  layer: Pick<TextLayer, 'text' | 'font' | 'arc' | 'align' | 'letter_spacing' | 'outline'>,
): TextOutlines {
  return textOutlinesOf<opentype.Glyph>(loadFont(layer.font), layer);
}
