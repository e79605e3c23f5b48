/** Spec section 2: the landing grid shows 15 (3 rows of 5) of 20 sample designs. */
export const SAMPLE_DESIGN_COUNT = 20;
export const ROWS = 3;
export const PER_ROW = 5;

/** Pixel size of the files in /samples, set on every image so nothing shifts while they load. */
export const SAMPLE_WIDTH = 300;
export const SAMPLE_HEIGHT = 400;

/** A sample design's number (its title, 'T-Shirt Design 7', is worded where it is shown) and file. */
export type SampleDesign = { n: number; src: string };

export const sampleDesigns: SampleDesign[] = Array.from({ length: SAMPLE_DESIGN_COUNT }, (_, i) => ({
  n: i + 1,
  src: `/samples/design-${i + 1}.webp`,
}));

/** Fisher-Yates on a copy; `random` is injectable so tests can pin the order. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const deal = (picked: SampleDesign[]) =>
  Array.from({ length: ROWS }, (_, row) => picked.slice(row * PER_ROW, (row + 1) * PER_ROW));

/** Shuffles the samples and deals the first 15 into 3 rows of 5. */
export function pickGridRows(random: () => number = Math.random): SampleDesign[][] {
  return deal(shuffle(sampleDesigns, random).slice(0, ROWS * PER_ROW));
}

/** The rows as the design numbers in reading order ("7 3 12 ..."), for the page's markup. */
export function gridOrder(rows: SampleDesign[][]): string {
  return rows
    .flat()
    .map((design) => design.n)
    .join(' ');
}

/**
 * The rows a prerendered page was rendered with, read back from its `gridOrder` so the client
 * hydrates the same wall; null unless it names 15 distinct known designs.
 */
export function rowsFromOrder(order: string | null | undefined): SampleDesign[][] | null {
  const numbers = (order ?? '').split(' ').map(Number);
  const picked = numbers.map((n) => sampleDesigns[n - 1]);
  if (picked.length !== ROWS * PER_ROW || new Set(numbers).size !== picked.length) return null;
  if (picked.some((design, i) => design?.n !== numbers[i])) return null;
  return deal(picked as SampleDesign[]);
}
