/** RGBA pixels as a renderer or a decoder hands them over. */
export type RgbaImage = {
  pixels: Uint8Array;
  width: number;
  height: number;
  /** resvg hands over premultiplied colour; sharp's raw output is straight. */
  premultiplied: boolean;
};

const COLUMNS = 9;
const ROWS = 8;

/**
 * A 64-bit difference hash (dHash, after Neal Krawetz's "Kind of Like That"): the image on white,
 * grey, averaged down to 9 x 8, one bit per pair of horizontal neighbours (set where the left one
 * is brighter). Pictures that look alike at a glance are a few bits apart; another arrangement or
 * style is far more. Area averaging, not a sampling resize, so a 72 px and a 384 px render of one
 * design hash alike. A transparent design is judged on white, the shop's first shirt colour.
 */
export function differenceHash(image: RgbaImage): bigint {
  const grey = greyGrid(image);
  let hash = 0n;
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLUMNS - 1; col++) {
      hash <<= 1n;
      if (grey[row * COLUMNS + col]! > grey[row * COLUMNS + col + 1]!) hash |= 1n;
    }
  }
  return hash;
}

/** How many of the 64 bits two hashes differ in. */
export function hashDistance(a: bigint, b: bigint): number {
  let x = a ^ b;
  let bits = 0;
  while (x) {
    x &= x - 1n;
    bits++;
  }
  return bits;
}

/** Mean grey (Rec. 601 luma, 0-255) of each of the 9 x 8 cells, every source pixel weighted by its overlap. */
function greyGrid({ pixels, width, height, premultiplied }: RgbaImage): Float64Array {
  const sums = new Float64Array(COLUMNS * ROWS);
  const add = (cell: number, value: number) => (sums[cell] = sums[cell]! + value);
  const cellW = width / COLUMNS;
  const cellH = height / ROWS;
  for (let y = 0; y < height; y++) {
    const [rowA, rowB, shareY] = split(y, cellH, ROWS);
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const a = pixels[i + 3]! / 255;
      const over = (c: number) => (premultiplied ? c : c * a) + 255 * (1 - a);
      const grey = 0.299 * over(pixels[i]!) + 0.587 * over(pixels[i + 1]!) + 0.114 * over(pixels[i + 2]!);
      const [colA, colB, shareX] = split(x, cellW, COLUMNS);
      add(rowA * COLUMNS + colA, grey * shareX * shareY);
      add(rowA * COLUMNS + colB, grey * (1 - shareX) * shareY);
      add(rowB * COLUMNS + colA, grey * shareX * (1 - shareY));
      add(rowB * COLUMNS + colB, grey * (1 - shareX) * (1 - shareY));
    }
  }
  const area = cellW * cellH;
  // Whole grey levels, as in an 8-bit thumbnail: a flat area's cells are then equal (bit 0), not
  // ordered by the rounding noise of the sums.
  return sums.map((s) => Math.round(s / area));
}

/** The cell a pixel starts in, the cell it ends in, and the share of it inside the first. */
function split(p: number, cell: number, cells: number): [number, number, number] {
  const first = Math.min(cells - 1, Math.floor(p / cell));
  const boundary = (first + 1) * cell;
  if (p + 1 <= boundary || first === cells - 1) return [first, first, 1];
  return [first, first + 1, boundary - p];
}
