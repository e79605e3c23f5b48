import { backdrop } from './composition/backdrops';
import { type Cast } from './composition/compose';
import { boundsOf, unionOf, type Figure } from './composition/figure';
import { drawFrame, type FrameKind } from './composition/frames';
import { synthwaveBackdrop } from './composition/synthwave';
import { type Defs, type DrawingContext } from './drawing-context';
import { type PromptReading } from './reading/read-prompt';
import { type Random } from './seeded-random';
import { mixHex, shirtSafe } from './styles/colour';
import { drawFigures, type Ring } from './styles/draw-figures';
import { carvedGround, dominantColour, linocutInks } from './styles/linocut';
import { type Look } from './styles/look';
import { contour, outline, posterise } from './styles/paint';
import { painter } from './styles/painter';
import { pixelate } from './styles/pixel-art';
import { drawnArt } from './vocabulary/drawn-art';
import { iconArt } from './vocabulary/icon-art';
import { subjectArt } from './vocabulary/subject-index';

// The cast's art and paint: which art each mention is drawn with, the window's fill, the rings.

/**
 * A linocut's one colour, where the prompt named none, is its hero's own: a green avocado is cut
 * in green, not in a colour that turns it into an egg.
 */
export function withSubjectColour(
  look: Look,
  reading: PromptReading,
  cast: (Cast[number] | undefined)[],
): Look {
  if (look.paint !== 'linocut' || reading.colours.length > 0) return look;
  const hero = cast[reading.hero ?? cast.findIndex(Boolean)];
  const colour = hero && dominantColour(hero.art.body);
  if (!colour) return look;
  return {
    ...look,
    palette: { ...look.palette, accent: colour, accent2: mixHex(colour, look.palette.ink, 0.35) },
  };
}

/** The art each mention is drawn with: the look's preferred set first, falling back in order. */
export function castOf(reading: PromptReading, look: Look, defs: Defs): (Cast[number] | undefined)[] {
  return reading.mentions.map((mention) => {
    const own = drawnArt(mention.subject);
    if (own) return { mention, art: own };
    const art = subjectArt(mention.subject);
    for (const kind of look.art) {
      const name = art[kind];
      const found = name && iconArt(kind, name, () => defs.id('i'));
      if (found) return { mention, art: found };
    }
    return undefined;
  });
}

export function fillWindow(
  ctx: DrawingContext,
  reading: PromptReading,
  look: Look,
  window: Parameters<typeof backdrop>[1],
): string {
  const scenic = reading.settings.length > 0 || reading.time !== undefined;
  if (look.paint === 'linocut' && !scenic) return carvedGround(ctx, window);
  // Silhouettes in ink stand against a light disc, as a stencil against the sky.
  if (look.paint === 'silhouette' && !scenic)
    return `<rect x="${window.x}" y="${window.y}" width="${window.w}" height="${window.h}" fill="${look.palette.sun[0]}"/>`;
  const scene = look.synthwave
    ? synthwaveBackdrop(ctx, window)
    : backdrop(ctx, window, reading.settings, reading.time);
  if (look.paint === 'linocut') return posterise(scene, linocutInks(look.palette));
  return look.paint === 'line' ? outline(scene, lineColour(look), 3) : scene;
}

export const lineColour = (look: Look) => shirtSafe(look.palette.accent, 2.8);

export const sceneOnlyFrame = (look: Look): FrameKind =>
  look.paint === 'line' ? 'ring' : look.frame === 'none' || look.frame === 'neon' ? 'circle' : look.frame;

export function sceneOnly(ctx: DrawingContext, reading: PromptReading, look: Look, hasText: boolean): string {
  const frame = drawFrame(ctx, sceneOnlyFrame(look), (w) => fillWindow(ctx, reading, look, w), hasText);
  return frame.back + frame.front;
}

/** The figures with the look's rings and paint, or as pixel art. */
export function drawCast(ctx: DrawingContext, look: Look, figures: Figure[]): string {
  const { palette } = ctx;
  const paint = painter(look, lineColour(look));
  const contourOf = (f: Figure, colour: string, width: number) => contour(f.art.body, colour, width);
  if (look.pixel) {
    const group = unionOf(figures.map(boundsOf));
    const cells = pixelCells(ctx.random, group.w);
    return pixelate(drawFigures(figures, paint, [], contourOf), group, cells, palette.ink, palette.paper);
  }
  return drawFigures(figures, paint, ringsOf(look), contourOf);
}

export function ringsOf(look: Look): Ring[] {
  const { palette } = look;
  // A linocut's figure is cut out of the block round its edge: a band of bare paper, then ink.
  if (look.paint === 'linocut')
    return [
      { colour: palette.ink, width: 26 },
      { colour: palette.paper, width: 14 },
    ];
  if (look.rings === 'sticker')
    return [
      { colour: look.paint === 'pastel' ? palette.near : palette.ink, width: 30 },
      { colour: '#ffffff', width: 22 },
    ];
  if (look.rings === 'outline')
    return [
      { colour: palette.ink, width: 16 },
      { colour: palette.paper, width: 7 },
    ];
  return [];
}

// Squares of 6-8 canvas units: chunky enough to read as pixel art, with room for a double outline.
const pixelCells = (random: Random, width: number) =>
  Math.round(Math.max(28, Math.min(64, width / random.range(6, 8))));
