import { abstractArt } from './composition/abstract';
import { backdrop } from './composition/backdrops';
import { compose, type Cast } from './composition/compose';
import { decorate } from './composition/decor';
import { boundsOf, fitFigures, unionOf, type Box, type Figure } from './composition/figure';
import { fillCanvas } from './composition/fill-canvas';
import { drawFrame, type FrameKind } from './composition/frames';
import { synthwaveBackdrop } from './composition/synthwave';
import { CANVAS, createDefs, type DrawingContext } from './drawing-context';
import { fontMetrics } from './fonts';
import { lettering } from './lettering';
import type { Style } from './reading/styles';
import { readPrompt, type PromptReading } from './reading/read-prompt';
import { refinePrompt } from './reading/refine-prompt';
import { createRandom, hashText, type Random } from './seeded-random';
import { shirtSafe } from './styles/colour';
import { drawFigures, type Ring } from './styles/draw-figures';
import { distressMask } from './styles/grunge';
import { candidateLook } from './styles/candidate-look';
import { chooseLook, type Look } from './styles/look';
import { contour, outline } from './styles/paint';
import { painter } from './styles/painter';
import { pixelate } from './styles/pixel-art';
import { drawnArt } from './vocabulary/drawn-art';
import { iconArt } from './vocabulary/icon-art';
import { subjectArt } from './vocabulary/subject-index';

/** One placed figure as drawn: what it shows, why it is there, and where (canvas units). */
export type PlacedFigure = { noun: string; art: string; role: Figure['role']; box: Box; z: number };

/**
 * What the design shows, for checks that read the scene rather than pixels: the figures, the
 * setting nouns its backdrop draws and its frame.
 */
export type SceneRecord = {
  figures: PlacedFigure[];
  backdrop: string[];
  frame: FrameKind;
  lettering: string | undefined;
};

/** A drawn design and what it shows: the subjects go into the print file's provenance. */
export type Design = { svg: string; subjects: string[]; scene: SceneRecord };

export type DrawOptions = {
  /**
   * The prompt whose seeded choices (frame, palette, art set, arrangement) this design keeps: a
   * refinement of a design is drawn with its original prompt here, so only what it says changes.
   */
  lookOf?: string;
  /** Which of the four candidates of one GENERATE (0-3): each its own frame, art set, palette, arrangement. */
  candidate?: number;
  /** A style picked beside the words (the shop's DESIGN_STYLES are styles the reader knows). */
  style?: Style;
};

/** A design refined ('add a crown', 'in pixel art', 'make the fox blue'): same seed, same look. */
export function refineDesign(
  basePrompt: string,
  refinement: string,
  seed: number,
): Design & { prompt: string } {
  const prompt = refinePrompt(basePrompt, refinement);
  return { ...drawDesign(prompt, seed, { lookOf: basePrompt }), prompt };
}

/** Every character of printed text must exist in the display fonts, or resvg would drop it silently. */
const canPrint = (char: string) =>
  fontMetrics('display').has(char.toUpperCase()) && fontMetrics('rounded').has(char.toUpperCase());

/**
 * Writes the SVG of a t-shirt design for a prompt. Same prompt and seed give the same document;
 * the prompt decides subjects, relations, setting, palette, style and text, the seed the
 * arrangement, palette among equals, art set and frame.
 */
export function drawDesign(prompt: string, seed: number, options: DrawOptions = {}): Design {
  const key = options.lookOf ?? prompt;
  const candidate = options.candidate ?? 0;
  const variant = candidate > 0 ? `\u0000${candidate}` : '';
  const random = createRandom(hashText(`${key.trim().toLowerCase()}\u0000${seed}${variant}`));
  const read = readPrompt(prompt);
  // A style picked beside the words counts as if the prompt had named it.
  const reading = options.style ? { ...read, styles: new Set([...read.styles, options.style]) } : read;
  const firstLook = () =>
    chooseLook(reading, createRandom(hashText(`${key.trim().toLowerCase()}\u0000${seed}`)));
  const look =
    candidate > 0
      ? candidateLook(chooseLook(reading, random), reading, candidate, firstLook())
      : chooseLook(reading, random);
  const ctx: DrawingContext = { random, palette: look.palette, defs: createDefs() };
  const cast = castOf(reading, look, ctx);
  const hasText = reading.text !== undefined;
  const heroIndex = reading.hero !== undefined && cast[reading.hero] ? reading.hero : cast.findIndex(Boolean);
  const scenic = reading.setting !== undefined || reading.time !== undefined;

  let body: string;
  let subjects: string[] = [];
  let scene: SceneRecord = { figures: [], backdrop: [], frame: 'none', lettering: reading.text };
  if (heroIndex < 0) {
    body = scenic ? sceneOnly(ctx, reading, look, hasText) : abstractArt(ctx, hasText ? 40 : 0);
    if (scenic) subjects.push(...reading.settingNouns);
    if (scenic) scene = { ...scene, backdrop: reading.settingNouns, frame: sceneOnlyFrame(look) };
  } else {
    const frameKind: FrameKind =
      look.paint === 'line' && scenic ? 'ring' : scenic && look.frame === 'none' ? 'circle' : look.frame;
    const frame = drawFrame(ctx, frameKind, (w) => fillWindow(ctx, reading, look, w), hasText);
    const composed = compose(cast, heroIndex, reading.links, random);
    const figures = fitFigures(composed, frame.stage, frame.standOnBottom);
    const group = unionOf(figures.map(boundsOf));
    body = frame.back + drawCast(ctx, look, figures) + frame.front;
    if (look.decor !== 'none') body += decorate(ctx, group, look.decor, shirtSafe(look.palette.accent));
    if (reading.text) body += lettering(ctx, frame, reading.text, canPrint);
    const drawn = new Set(figures.map((f) => f.noun));
    const alsoDrawn = reading.mentions.filter((m) => drawn.has(m.noun)).flatMap((m) => m.also);
    subjects = [...new Set([...drawn, ...alsoDrawn, ...(frame.window ? reading.settingNouns : [])])];
    scene = {
      figures: figures.map((f) => ({
        noun: f.noun,
        art: f.art.name,
        role: f.role,
        box: boundsOf(f),
        z: f.z,
      })),
      backdrop: frame.window ? reading.settingNouns : [],
      frame: frameKind,
      lettering: reading.text,
    };
  }
  if (heroIndex < 0 && reading.text) {
    body += lettering(
      ctx,
      drawFrame(ctx, 'none', () => '', true),
      reading.text,
      canPrint,
    );
  }
  if (look.grunge) body = `<g mask="${distressMask(ctx, look.paint === 'posterise' ? 0.8 : 1)}">${body}</g>`;
  const defs = ctx.defs.markup();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${CANVAS.width}" height="${CANVAS.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">` +
    `${defs}${fillCanvas(defs, body)}</svg>`;
  return { svg, subjects, scene };
}

/** The art each mention is drawn with: the look's preferred set first, falling back in order. */
function castOf(reading: PromptReading, look: Look, ctx: DrawingContext): (Cast[number] | undefined)[] {
  return reading.mentions.map((mention) => {
    const own = drawnArt(mention.subject);
    if (own) return { mention, art: own };
    const art = subjectArt(mention.subject);
    for (const kind of look.art) {
      const name = art[kind];
      const found = name && iconArt(kind, name, () => ctx.defs.id('i'));
      if (found) return { mention, art: found };
    }
    return undefined;
  });
}

function fillWindow(
  ctx: DrawingContext,
  reading: PromptReading,
  look: Look,
  window: Parameters<typeof backdrop>[1],
): string {
  const scene = look.synthwave
    ? synthwaveBackdrop(ctx, window)
    : backdrop(ctx, window, reading.settings, reading.time);
  return look.paint === 'line' ? outline(scene, lineColour(look), 3) : scene;
}

const lineColour = (look: Look) => shirtSafe(look.palette.accent, 2.8);

const sceneOnlyFrame = (look: Look): FrameKind =>
  look.paint === 'line' ? 'ring' : look.frame === 'none' || look.frame === 'neon' ? 'circle' : look.frame;

function sceneOnly(ctx: DrawingContext, reading: PromptReading, look: Look, hasText: boolean): string {
  const frame = drawFrame(ctx, sceneOnlyFrame(look), (w) => fillWindow(ctx, reading, look, w), hasText);
  return frame.back + frame.front;
}

/** The figures with the look's rings and paint, or as pixel art. */
function drawCast(ctx: DrawingContext, look: Look, figures: Figure[]): string {
  const { palette } = ctx;
  const paint = painter(look, lineColour(look));
  const contourOf = (f: Figure, colour: string, width: number) => contour(f.art.body, colour, width);
  if (look.pixel) {
    const group = unionOf(figures.map(boundsOf));
    const cells = pixelCells(ctx.random, group.w);
    return pixelate(drawFigures(figures, paint, [], contourOf), group, cells, palette.ink, palette.paper);
  }
  const rings: Ring[] =
    look.rings === 'sticker'
      ? [
          { colour: look.paint === 'pastel' ? palette.near : palette.ink, width: 30 },
          { colour: '#ffffff', width: 22 },
        ]
      : look.rings === 'outline'
        ? [
            { colour: palette.ink, width: 16 },
            { colour: palette.paper, width: 7 },
          ]
        : [];
  return drawFigures(figures, paint, rings, contourOf);
}

// Squares of 6-8 canvas units: chunky enough to read as pixel art, with room for a double outline.
const pixelCells = (random: Random, width: number) =>
  Math.round(Math.max(28, Math.min(64, width / random.range(6, 8))));
