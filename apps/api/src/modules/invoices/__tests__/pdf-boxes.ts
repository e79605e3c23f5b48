import { extractTextItems } from 'unpdf';

/** A piece of text on a page and the box it covers (PDF points, y growing upwards). */
export type Box = { str: string; left: number; right: number; bottom: number; top: number };

/** Every non-blank piece of text of each page, with its box. */
export async function textBoxesByPage(pdf: Buffer): Promise<Box[][]> {
  const { items } = await extractTextItems(new Uint8Array(pdf));
  return items.map((page) =>
    page
      .filter((item) => item.str.trim() !== '')
      // The baseline is at y; descenders reach about a fifth of the font size below it.
      .map((item) => ({
        str: item.str,
        left: item.x,
        right: item.x + item.width,
        bottom: item.y - item.fontSize * 0.2,
        top: item.y + item.fontSize * 0.8,
      })),
  );
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.bottom < b.top - 0.5 && b.bottom < a.top - 0.5;

/** Each pair of pieces of text of a page that overlap, as '"a" / "b"'. */
export const clashesOf = (boxes: readonly Box[]) =>
  boxes.flatMap((a, i) =>
    boxes.slice(i + 1).flatMap((b) => (overlaps(a, b) ? [`"${a.str}" / "${b.str}"`] : [])),
  );
