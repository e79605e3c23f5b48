// Text colours offered for a shirt: the ones that stand out on its fabric, most contrast first.

const PALETTE = [
  '#111111',
  '#FFFFFF',
  '#E11D48',
  '#F97316',
  '#FACC15',
  '#16A34A',
  '#0EA5E9',
  '#1D4ED8',
  '#7C3AED',
  '#DB2777',
  '#78350F',
  '#9CA3AF',
];

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Large print needs 3:1 to read (WCAG's large-text threshold); at least the best eight are kept. */
export function paletteFor(shirtHex: string): string[] {
  const ranked = PALETTE.map((color) => ({ color, ratio: contrast(color, shirtHex) })).sort(
    (a, b) => b.ratio - a.ratio,
  );
  const readable = ranked.filter((c) => c.ratio >= 3);
  return (readable.length >= 8 ? readable : ranked.slice(0, 8)).map((c) => c.color);
}

export const HEX_COLOR = /^#[0-9A-F]{6}$/i;

/** The colour to start a text in: the palette's best on this shirt. */
export const firstTextColor = (shirtHex: string) => paletteFor(shirtHex)[0] ?? '#111111';
