import type { Box, DrawingContext } from '../drawing-context';
import { line, type TextStyle } from '../typography';

/**
 * Lettering-led: the requested words as the main element, set big in up to three lines, with the
 * picture as their accent above them. Returns the picture's stage, the words' markup and the
 * words' extent (canvas units, top to bottom).
 */
/** The words' markup, the picture's stage above them and the words' extent (canvas units). */
export type WordsLead = { stage: Box; markup: string; top: number; bottom: number };

export function wordsLeadLayout(
  ctx: DrawingContext,
  text: string,
  canPrint: (c: string) => boolean,
): WordsLead | undefined {
  const { palette } = ctx;
  const printable = [...text]
    .filter((c) => c === ' ' || canPrint(c))
    .join('')
    .trim()
    .toUpperCase();
  if (!printable) return undefined;
  const style: TextStyle = {
    role: 'display',
    fill: palette.accent,
    stroke: palette.ink,
    strokeWidth: 16,
    shadow: palette.paper,
    letterSpacing: 2,
  };
  const stage = { x: 170, y: 30, w: 260, h: 230 };
  const top = stage.y + stage.h + 24;
  let y = top;
  let markup = '';
  for (const words of linesOf(printable)) {
    // Measured first at the largest size, then set on a baseline one size below the last line.
    const size = line(words, style, 300, 0, 540, 200).size;
    y += size * 0.96;
    markup += line(words, style, 300, y, 540, 200).markup;
    y += size * 0.12;
  }
  return { stage, markup, top, bottom: y };
}

/** The words in one to three lines of even length: a short word never hangs alone. */
function linesOf(text: string): string[] {
  const words = text.split(/\s+/);
  const count = words.length >= 5 || text.length > 22 ? 3 : words.length >= 2 && text.length > 9 ? 2 : 1;
  const lines: string[] = [];
  let rest = words;
  for (let i = count; i > 0 && rest.length > 0; i--) {
    const target = rest.join(' ').length / i;
    let taken = 1;
    while (taken < rest.length - (i - 1) && rest.slice(0, taken + 1).join(' ').length <= target + 2) taken++;
    lines.push(rest.slice(0, taken).join(' '));
    rest = rest.slice(taken);
  }
  if (rest.length) lines[lines.length - 1] += ` ${rest.join(' ')}`;
  return lines;
}
