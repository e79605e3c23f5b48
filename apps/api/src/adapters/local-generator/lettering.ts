import type { DrawingContext } from './drawing-context';
import type { Frame } from './composition/frames';
import { arc, line } from './typography';

/**
 * The words the customer asked for, set where the frame leaves room: on the badge's ring, else a
 * big title under the picture. Light letters with a dark outline and an accent shadow read on
 * white and black shirts alike.
 */
export function lettering(
  ctx: DrawingContext,
  frame: Frame,
  text: string,
  canPrint: (c: string) => boolean,
): string {
  const { palette } = ctx;
  const printable = [...text]
    .filter((c) => c === ' ' || canPrint(c))
    .join('')
    .trim();
  if (!printable) return '';
  if (frame.text === 'ring') {
    const style = { role: 'rounded' as const, fill: palette.paper, letterSpacing: 4 };
    return arc(ctx, printable.toUpperCase(), style, 300, 360, 226, 'top', 46, 150);
  }
  const { y, maxSize } = frame.text;
  const words = printable.split(/\s+/);
  const style = {
    role: 'display' as const,
    fill: palette.paper,
    stroke: palette.ink,
    strokeWidth: 13,
    shadow: palette.accent,
    letterSpacing: 3,
  };
  // Long texts go on two lines rather than shrinking to a whisper on one.
  if (words.length >= 3 && printable.length > 14) {
    const half = Math.ceil(words.length / 2);
    const first = line(
      words.slice(0, half).join(' ').toUpperCase(),
      style,
      300,
      y - maxSize * 0.45,
      520,
      maxSize * 0.6,
    );
    const second = line(
      words.slice(half).join(' ').toUpperCase(),
      style,
      300,
      y + maxSize * 0.2,
      520,
      maxSize * 0.6,
    );
    return first.markup + second.markup;
  }
  return line(printable.toUpperCase(), style, 300, y, 520, maxSize).markup;
}
