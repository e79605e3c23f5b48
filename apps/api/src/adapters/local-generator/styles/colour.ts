/** sRGB colours as numbers, for mixing and for the contrast checks that keep designs legible. */
export type Rgb = { r: number; g: number; b: number };

const NAMED: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#ff0000',
  blue: '#0000ff',
  green: '#008000',
  yellow: '#ffff00',
  gray: '#808080',
  grey: '#808080',
  orange: '#ffa500',
};

export function parseColour(value: string): Rgb | undefined {
  const v = (NAMED[value.trim().toLowerCase()] ?? value).trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(v);
  if (short) {
    const [r, g, b] = short.slice(1).map((c) => parseInt(c + c, 16)) as [number, number, number];
    return { r, g, b };
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/i.exec(v);
  if (long) {
    const [r, g, b] = long.slice(1, 4).map((c) => parseInt(c, 16)) as [number, number, number];
    return { r, g, b };
  }
  return undefined;
}

const hex2 = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

export const toHex = ({ r, g, b }: Rgb) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

/** `a` moved towards `b` by `t` (0..1). */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => ({
  r: a.r + (b.r - a.r) * t,
  g: a.g + (b.g - a.g) * t,
  b: a.b + (b.b - a.b) * t,
});

export const mixHex = (a: string, b: string, t: number) => toHex(mix(parseColour(a)!, parseColour(b)!, t));

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const { r, g, b } = parseColour(hex)!;
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A colour that reads on white and on black shirts alike: moved towards black or white until its
 * contrast with both is at least `min` (3:1 is the most any one colour can have with both).
 */
export function shirtSafe(hex: string, min = 2.6): string {
  let colour = hex;
  for (let i = 0; i < 20; i++) {
    const onWhite = contrast(colour, '#ffffff');
    const onBlack = contrast(colour, '#000000');
    if (onWhite >= min && onBlack >= min) return colour;
    colour = mixHex(colour, onWhite < min ? '#000000' : '#ffffff', 0.08);
  }
  return colour;
}
