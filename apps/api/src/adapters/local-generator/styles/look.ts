import type { FrameKind } from '../composition/frames';
import { defaultPalettes, palettes, type Palette, type PaletteName } from '../palettes';
import type { PromptReading } from '../reading/read-prompt';
import type { Random } from '../seeded-random';
import type { ArtKind } from '../vocabulary/art-sets';
import { mixHex, parseColour } from './colour';

/** How a figure's drawing is painted (styles/paint.ts). */
export type PaintKind = 'colour' | 'pastel' | 'posterise' | 'silhouette' | 'line' | 'neon';

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
  if (s.has('badge'))
    return {
      ...base,
      frame: 'badge',
      paint: s.has('retro') || s.has('vintage') || random.chance(0.4) ? 'posterise' : 'colour',
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
  if (s.has('sticker')) return { ...base, rings: 'sticker', decor: 'sparkles', frame: 'none' };
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
  // A scene needs a window to sit in; a lone subject mostly stands free as a sticker. The badge
  // and its ribbon come only when asked for: on everything else it was a frame adding nothing.
  const frame = scenic
    ? random.pick(['circle', 'circle', 'arch', 'hexagon'] as const)
    : random.pick(['none', 'none', 'none', 'circle'] as const);
  return {
    ...base,
    frame,
    rings: frame === 'none' ? 'sticker' : 'outline',
    decor: frame === 'none' ? 'sparkles' : 'none',
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
