import type { FrameKind } from '../composition/frames';
import { defaultPalettes, palettes, type Palette, type PaletteName } from '../palettes';
import type { PromptReading } from '../reading/read-prompt';
import type { Random } from '../seeded-random';
import type { ArtKind } from '../vocabulary/art-sets';
import { mixHex, parseColour } from './colour';

/** How a figure's drawing is painted (styles/paint.ts). */
export type PaintKind = 'colour' | 'pastel' | 'posterise' | 'silhouette' | 'line' | 'neon' | 'linocut';

/** Everything the styles decide about a design, before anything is drawn. */
export type Look = {
  frame: FrameKind;
  paint: PaintKind;
  /** Which drawing of a subject to use, best first. */
  art: ArtKind[];
  /** Contour rings under the group: thick sticker rings, thin outline rings, or none. */
  rings: 'sticker' | 'outline' | 'none';
  decor: 'sparkles' | 'hearts' | 'none';
  grunge: boolean;
  pixel: boolean;
  synthwave: boolean;
  /** Lettering-led: the requested words are the main element, the picture their accent. */
  wordsLead: boolean;
  palette: Palette;
};

const colourArt = (random: Random): ArtKind[] =>
  random.chance(0.6) ? ['flat', 'noto', 'silhouette', 'line'] : ['noto', 'flat', 'silhouette', 'line'];

/**
 * Turns the prompt's styles into a look; with no style the seed picks among the shop's house
 * looks (framed scene, sticker, arch poster, badge), so other seeds look visibly different.
 */
export function chooseLook(reading: PromptReading, random: Random): Look {
  const s = reading.styles;
  const palette = choosePalette(reading, random);
  const scenic = reading.setting !== undefined || reading.time !== undefined;
  const base: Look = {
    frame: 'none',
    paint: 'colour',
    art: colourArt(random),
    rings: 'outline',
    decor: 'none',
    grunge: s.has('grunge'),
    pixel: false,
    synthwave: false,
    wordsLead: false,
    palette,
  };
  if (s.has('pixel'))
    return {
      ...base,
      pixel: true,
      rings: 'none',
      frame: scenic ? 'circle' : 'none',
      art: ['flat', 'noto', 'silhouette', 'line'],
    };
  if (s.has('neon'))
    return {
      ...base,
      frame: 'neon',
      paint: 'neon',
      rings: 'none',
      art: ['line', 'flat', 'silhouette', 'noto'],
      palette: palettes.neon,
    };
  if (s.has('synthwave'))
    return { ...base, frame: 'circle', synthwave: true, palette: reading.palette ? palette : palettes.neon };
  if (s.has('line')) {
    // Noto's detailed drawings outlined read as hand-drawn line art; the high-contrast set's bold
    // shapes are filled, so they come last.
    const art: ArtKind[] = random.chance(0.75)
      ? ['noto', 'flat', 'line', 'silhouette']
      : ['flat', 'noto', 'line', 'silhouette'];
    return { ...base, frame: scenic ? 'circle' : 'none', paint: 'line', rings: 'none', art };
  }
  // Lettering-led needs words to lead; without any it is the picture alone, as a sticker.
  if (s.has('lettering') && reading.text) return { ...base, wordsLead: true, rings: 'sticker' };
  if (s.has('linocut'))
    return {
      ...base,
      frame: 'block',
      paint: 'linocut',
      rings: 'none',
      palette: linocutPalette(palette, reading, random),
    };
  if (s.has('badge'))
    return {
      ...base,
      frame: 'badge',
      paint: s.has('retro') || s.has('vintage') || random.chance(0.4) ? 'posterise' : 'colour',
      // A vintage badge is a worn print: ink knocked out in specks, as on an old patch.
      grunge: base.grunge || s.has('vintage'),
    };
  if (s.has('geometric')) return { ...base, frame: 'hexagon', paint: 'posterise' };
  if (s.has('kawaii')) {
    return {
      ...base,
      frame: scenic ? 'circle' : 'none',
      paint: 'pastel',
      rings: 'sticker',
      decor: random.chance(0.5) ? 'hearts' : 'sparkles',
    };
  }
  if (s.has('sticker')) return { ...base, rings: 'sticker', frame: 'none' };
  if (s.has('silhouette'))
    return {
      ...base,
      frame: random.chance(0.7) ? 'circle' : 'arch',
      paint: 'silhouette',
      art: ['silhouette', 'flat', 'noto', 'line'],
    };
  if (s.has('retro') || s.has('vintage')) {
    return {
      ...base,
      frame: random.pick(['circle', 'arch', 'circle'] as const),
      paint: 'posterise',
      grunge: base.grunge || s.has('vintage'),
    };
  }
  if (s.has('minimal'))
    return {
      ...base,
      paint: random.chance(0.5) ? 'silhouette' : 'colour',
      art: ['flat', 'silhouette', 'noto', 'line'],
    };
  if (s.has('grunge'))
    return { ...base, frame: random.pick(['circle', 'none'] as const), paint: 'posterise' };
  return houseLook(base, scenic, random);
}

/**
 * The shop's own look where no style was named: a scene sits in a window (an emblem), a lone
 * subject stands free as a die-cut sticker. Nothing is added round it: sparkles and sunbursts
 * read as filler nobody asked for.
 */
export function houseLook(base: Look, framed: boolean, random: Random): Look {
  const frame = framed ? random.pick(['circle', 'circle', 'arch', 'hexagon'] as const) : 'none';
  return { ...base, frame, rings: frame === 'none' ? 'sticker' : 'outline', decor: 'none' };
}

/**
 * Linocut prints in black and one colour on a light block: the colour the prompt named, else one
 * strong colour of the seed's palette (a pastel or a dark one would not carry the print).
 */
function linocutPalette(palette: Palette, reading: PromptReading, random: Random): Palette {
  const colour =
    reading.colours[0]?.hex ?? random.pick(['#d62828', '#e76f51', '#1d6fb8', '#2a9d8f', '#e9a23b']);
  return {
    ...palette,
    name: 'linocut',
    ink: '#161311',
    paper: '#f4ecdc',
    accent: colour,
    accent2: mixHex(colour, '#161311', 0.35),
  };
}

/**
 * The palette family from a colour word, else from the time of day, else from the seed; a named
 * colour also becomes the accent, so 'a red fox' gets red in its frame and sparkles.
 */
function choosePalette(reading: PromptReading, random: Random): Palette {
  const byTime: Partial<Record<string, PaletteName[]>> = {
    night: ['space', 'ocean', 'neon'],
    sunset: ['sunset', 'retro', 'autumn'],
    day: ['tropical', 'ocean', 'spring'],
  };
  const name =
    reading.palette ??
    random.pick(byTime[reading.time ?? ''] ?? (reading.styles.has('kawaii') ? ['pastel'] : defaultPalettes));
  const palette = palettes[name];
  const [first, second] = reading.colours;
  if (!first || !parseColour(first.hex)) return palette;
  return {
    ...palette,
    accent: first.hex,
    accent2: second?.hex ?? mixHex(first.hex, palette.ink, 0.35),
  };
}
