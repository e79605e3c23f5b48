import type { Palette } from './palettes';
import type { Random } from './seeded-random';

/** A rectangle in the artwork's user units (the canvas is 600 x 800). */
export type Box = { x: number; y: number; w: number; h: number };

/** Gradients, clip paths and masks collected while drawing, written once into `<defs>`. */
export type Defs = {
  /** A fresh id; ids only need to be unique inside one document, and are the same on every run. */
  id(prefix: string): string;
  add(markup: string): void;
  markup(): string;
};

export type DrawingContext = {
  random: Random;
  palette: Palette;
  defs: Defs;
};

export const CANVAS = { width: 600, height: 800 } as const;

export function createDefs(): Defs {
  const items: string[] = [];
  let counter = 0;
  return {
    id: (prefix) => `${prefix}${++counter}`,
    add: (markup) => void items.push(markup),
    markup: () => (items.length ? `<defs>${items.join('')}</defs>` : ''),
  };
}

/** A vertical linear gradient in user space, so shapes drawn later can reuse the exact same colours. */
export function verticalGradient(ctx: DrawingContext, y1: number, y2: number, stops: string[]): string {
  const id = ctx.defs.id('g');
  const stopMarkup = stops
    .map(
      (color, i) =>
        `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${color}"/>`,
    )
    .join('');
  ctx.defs.add(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">${stopMarkup}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** Registers a clip path and returns the attribute value that applies it. */
export function clipWith(ctx: DrawingContext, shape: string): string {
  const id = ctx.defs.id('c');
  ctx.defs.add(`<clipPath id="${id}">${shape}</clipPath>`);
  return `url(#${id})`;
}
