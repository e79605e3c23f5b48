import { defaultPalettes, palettes, type PaletteName } from '../palettes';
import type { PromptReading } from '../reading/read-prompt';
import type { Style } from '../reading/styles';
import type { Random } from '../seeded-random';
import type { StyleFamily } from './families';
import { chooseLook, houseLook, type Look } from './look';

/** How many designs one GENERATE offers to pick from. */
export const CANDIDATES = 4;

/** The style words each family is drawn with, as if the prompt had named them. */
const familyStyles: Partial<Record<StyleFamily, Style[]>> = {
  'vintage-badge': ['badge', 'vintage'],
  linocut: ['linocut'],
  lettering: ['lettering'],
  line: ['line'],
  stencil: ['silhouette'],
  neon: ['neon'],
  pixel: ['pixel'],
  kawaii: ['kawaii'],
  'retro-sunset': ['synthwave'],
  'screen-print': ['retro'],
  distressed: ['grunge'],
  geometric: ['geometric'],
};

/**
 * The look of a design in style family `family`, for a prompt that named no style: a sticker or
 * an emblem is the shop's own look (a window or none), every other family its style's look.
 */
export function familyLook(family: StyleFamily, reading: PromptReading, random: Random): Look {
  const styles = familyStyles[family];
  if (styles) return chooseLook({ ...reading, styles: new Set(styles) }, random);
  const look = chooseLook(reading, random);
  const scenic = reading.setting !== undefined || reading.time !== undefined;
  return houseLook(look, family === 'emblem' || scenic, random);
}

/**
 * What candidate `k` (0-3) of one GENERATE changes besides its family and arrangement: the art
 * set (flat or detailed emoji) and, unless the prompt named a colour, mood or time, the palette,
 * each relative to the first candidate's (`first`). A look that brings its own palette (neon,
 * linocut) or art set (line art, stencil) keeps it.
 */
export function candidateLook(look: Look, reading: PromptReading, k: number, first: Look): Look {
  if (k === 0) return look;
  const colourArt = look.art[2] === 'silhouette' && look.art[3] === 'line';
  const [a, b, ...rest] = first.art;
  const art = colourArt && k !== 2 && a && b ? [b, a, ...rest] : look.art;
  const ownPalette = defaultPalettes.indexOf(first.palette.name as PaletteName);
  const keepsPalette =
    // A colour, a mood or a time of day chose the palette: all four keep it.
    reading.palette ||
    reading.time ||
    ownPalette < 0 ||
    look.palette.name !== first.palette.name ||
    look.paint === 'neon';
  const palette = keepsPalette
    ? look.palette
    : palettes[defaultPalettes[(ownPalette + k * 2) % defaultPalettes.length]!];
  return { ...look, art, palette };
}
