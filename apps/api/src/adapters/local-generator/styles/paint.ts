import { mix, parseColour, toHex } from './colour';

/**
 * Repainting an icon's SVG body as text: the icon sets draw with fill, stroke and stop-color
 * attributes, so a style changes an icon by rewriting those values. Mask contents are left alone,
 * since their black and white decide what shows, not what colour it is.
 */
type Rewrite = (hex: string) => string;

const COLOUR_ATTR = /\b(fill|stroke|stop-color|flood-color|color)="([^"]+)"/g;

function outsideMasks(body: string, edit: (part: string) => string): string {
  return body
    .split(/(<mask\b[\s\S]*?<\/mask>)/)
    .map((part) => (part.startsWith('<mask') ? part : edit(part)))
    .join('');
}

/** Every colour passed through `rewrite`; 'none' and references to gradients stay. */
export function recolour(body: string, rewrite: Rewrite): string {
  return outsideMasks(body, (part) =>
    part.replace(COLOUR_ATTR, (whole, attr: string, value: string) => {
      const rgb = parseColour(value);
      return rgb ? `${attr}="${rewrite(toHex(rgb))}"` : whole;
    }),
  );
}

// Translucency is what DTG printers print worst, and effects (blur filters) are translucent.
const TRANSLUCENT = /\s(?:opacity|fill-opacity|stroke-opacity|stop-opacity|flood-opacity)="[^"]*"/g;
const FILTERS = /<filter\b[\s\S]*?<\/filter>|\sfilter="[^"]*"/g;

/** The icon in one opaque colour: every shape, gradient and stroke painted `colour`. */
export function solid(body: string, colour: string): string {
  return body
    .replace(FILTERS, '')
    .replace(TRANSLUCENT, '')
    .replace(/\smask="[^"]*"/g, '')
    .replace(COLOUR_ATTR, (whole, attr: string, value: string) =>
      value === 'none' ? whole : `${attr}="${colour}"`,
    );
}

/**
 * A contour: the icon's shapes filled and stroked in one colour, `width` wide in the icon's own
 * units. Drawn under the icon it outlines the whole figure, like the cut line of a sticker.
 */
export function contour(body: string, colour: string, width: number): string {
  const flat = solid(body, colour).replace(/\sstroke-(?:width|linejoin|linecap|dasharray)="[^"]*"/g, '');
  return (
    `<g fill="${colour}" stroke="${colour}" stroke-width="${width.toFixed(2)}" ` +
    `stroke-linejoin="round" stroke-linecap="round">${flat}</g>`
  );
}

/** Only the outlines of every shape, in one colour: line art from a filled drawing. */
export function outline(body: string, colour: string, width: number): string {
  const lines = solid(body, colour)
    .replace(/\sfill="[^"]*"/g, '')
    .replace(/\sstroke(?:-width|-linejoin|-linecap)?="[^"]*"/g, '');
  return (
    `<g fill="none" stroke="${colour}" stroke-width="${width.toFixed(2)}" ` +
    `stroke-linejoin="round" stroke-linecap="round">${lines}</g>`
  );
}

/** Colours pulled towards white and softened: the pastel look of kawaii designs. */
export const pastel = (body: string, amount = 0.38) =>
  recolour(body, (hex) => toHex(mix(parseColour(hex)!, { r: 255, g: 255, b: 255 }, amount)));

/**
 * Flat screen-print colours: each colour of the icon replaced by the palette colour nearest in
 * lightness, so a drawing keeps its light and shade in 2-4 inks (retro, vintage, silhouette).
 */
export function posterise(body: string, inks: string[]): string {
  const ranked = inks.map((hex) => ({ hex, l: lightness(hex) })).sort((a, b) => a.l - b.l);
  return recolour(body, (hex) => {
    const l = lightness(hex);
    const band = Math.min(ranked.length - 1, Math.floor(l * ranked.length));
    return ranked[band]!.hex;
  });
}

const lightness = (hex: string) => {
  const { r, g, b } = parseColour(hex)!;
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

/** The icon as drawn, less its blur filters: their soft shadows would print as a translucent haze. */
export const withoutFilters = (body: string) => body.replace(FILTERS, '');
