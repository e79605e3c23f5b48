import type { Variation } from './candidates/variations';
import { abstractArt } from './composition/abstract';
import {
  breakoutStage,
  closeUp,
  companionOf,
  ledBy,
  mirrored,
  peeking,
  turned,
  wideStage,
} from './composition/arrangement';
import { backdrop } from './composition/backdrops';
import { compose, type Cast } from './composition/compose';
import { decorate } from './composition/decor';
import { boundsOf, fitFigures, unionOf, type Box, type Figure } from './composition/figure';
import { fillCanvas } from './composition/fill-canvas';
import { drawFrame, type Frame, type FrameKind } from './composition/frames';
import { wordsLeadLayout } from './composition/lettering-led';
import { synthwaveBackdrop } from './composition/synthwave';
import { CANVAS, createDefs, type Defs, type DrawingContext } from './drawing-context';
import { fontMetrics } from './fonts';
import { lettering } from './lettering';
import type { Style } from './reading/styles';
import { readPrompt, type PromptReading } from './reading/read-prompt';
import { createRandom, hashText, type Random } from './seeded-random';
import { candidateLook, familyLook } from './styles/candidate-look';
import { mixHex, shirtSafe } from './styles/colour';
import { drawFigures, type Ring } from './styles/draw-figures';
import { familyOf, type StyleFamily } from './styles/families';
import { distressMask } from './styles/grunge';
import { carvedGround, dominantColour, linocutInks } from './styles/linocut';
import { chooseLook, type Look } from './styles/look';
import { contour, outline, posterise } from './styles/paint';
import { painter } from './styles/painter';
import { pixelate } from './styles/pixel-art';
import { n } from './svg';
import { drawnArt } from './vocabulary/drawn-art';
import { iconArt } from './vocabulary/icon-art';
import { subjectArt } from './vocabulary/subject-index';

/** One placed figure as drawn: what it shows, why it is there, and where (canvas units). */
export type PlacedFigure = {
  noun: string;
  art: string;
  role: Figure['role'];
  box: Box;
  z: number;
  /** Drawn mirrored from its icon: which way it faces. */
  flip: boolean;
};

/**
 * What the design shows, for checks that read the scene rather than pixels: the figures, the
 * setting nouns its backdrop draws and its frame.
 */
export type SceneRecord = {
  figures: PlacedFigure[];
  backdrop: string[];
  frame: FrameKind;
  lettering: string | undefined;
  /** The kind of design it is (sticker, emblem, line art...), whatever its palette. */
  family: StyleFamily;
  /** The frame's opening (window, board or block) the figures were placed in, if it has one. */
  opening: Box | undefined;
  /**
   * A close-up or peek crops the figures to the opening: their boxes stay whole (where they are
   * drawn, for the relations), and this says what part of the canvas shows them.
   */
  crop: Box | undefined;
};

/** A drawn design and what it shows: the subjects go into the print file's provenance. */
export type Design = { svg: string; subjects: string[]; scene: SceneRecord };

export type VariationOptions = {
  /** The prompt whose seeded choices (palette, art set) this design keeps: a refinement's base. */
  lookOf?: string | undefined;
  /** Which of the four candidates of one GENERATE (0-3): its palette and art set. */
  candidate?: number;
  /** A style picked beside the words (the shop's DESIGN_STYLES are styles the reader knows). */
  style?: Style | undefined;
};

/** The prompt as read, with a style picked beside the words counted as if the prompt had named it. */
export function readWithStyle(prompt: string, style: Style | undefined): PromptReading {
  const read = readPrompt(prompt);
  return style ? { ...read, styles: new Set([...read.styles, style]) } : read;
}

/** Every character of printed text must exist in the display fonts, or resvg would drop it silently. */
const canPrint = (char: string) =>
  fontMetrics('display').has(char.toUpperCase()) && fontMetrics('rounded').has(char.toUpperCase());

export const seedKey = (key: string, seed: number) => `${key.trim().toLowerCase()}\u0000${seed}`;

/**
 * Writes the SVG of one variation of a prompt's design: the prompt decides subjects, relations,
 * setting, palette, style and text; the variation its style family (where the prompt named no
 * style) and arrangement; the seed and candidate the palette among equals, art set and details.
 */
export function drawVariation(
  prompt: string,
  seed: number,
  variation: Variation,
  options: VariationOptions = {},
): Design {
  const key = options.lookOf ?? prompt;
  const candidate = options.candidate ?? 0;
  const variant = candidate > 0 ? `\u0000${candidate}` : '';
  const random = createRandom(hashText(`${seedKey(key, seed)}${variant}`));
  const reading = readWithStyle(prompt, options.style);
  const first = chooseLook(reading, createRandom(hashText(seedKey(key, seed))));
  const own =
    variation.family && reading.styles.size === 0
      ? familyLook(variation.family, reading, random)
      : chooseLook(reading, random);
  const chosen = candidateLook(own, reading, candidate, first);
  const defs = createDefs();
  const cast = castOf(reading, chosen, defs);
  const look = withSubjectColour(chosen, reading, cast);
  const ctx: DrawingContext = { random, palette: look.palette, defs };
  const hasText = reading.text !== undefined;
  const told = reading.hero !== undefined && cast[reading.hero] ? reading.hero : cast.findIndex(Boolean);
  const companion = variation.layout === 'lead' ? companionOf(told, reading.links) : undefined;
  const { hero: heroIndex, links } =
    companion !== undefined && cast[companion]
      ? ledBy(companion, told, reading.links)
      : { hero: told, links: reading.links };
  const scenic = reading.setting !== undefined || reading.time !== undefined;
  const wordsLead =
    (look.wordsLead || variation.layout === 'words') && reading.text
      ? wordsLeadLayout(ctx, reading.text, canPrint)
      : undefined;

  let body: string;
  let subjects: string[] = [];
  let scene: SceneRecord = {
    figures: [],
    backdrop: [],
    frame: 'none',
    lettering: reading.text,
    family: familyOf(look),
    opening: undefined,
    crop: undefined,
  };
  if (heroIndex < 0) {
    body = scenic ? sceneOnly(ctx, reading, look, hasText) : abstractArt(ctx, hasText ? 40 : 0);
    if (scenic) subjects.push(...reading.settingNouns);
    if (scenic) {
      const frame = sceneOnlyFrame(look);
      scene = { ...scene, backdrop: reading.settingNouns, frame, family: familyOf(look, frame) };
    }
  } else {
    const kind = frameKindOf(look, scenic, variation, wordsLead !== undefined);
    const drawn = drawFrame(ctx, kind, (w) => fillWindow(ctx, reading, look, w), hasText);
    const frame: Frame = wordsLead ? { ...drawn, stage: wordsLead.stage, standOnBottom: false } : drawn;
    const cropped =
      ['close-up', 'peek', 'side'].includes(variation.layout) && !wordsLead ? frame.crop : undefined;
    const stage = stageOf(frame, variation, wordsLead !== undefined);
    // The arrangement's own choices (which way the hero faces) are the GENERATE's, not the
    // candidate's: a mirrored candidate then faces the other way from the first.
    const composed = compose(
      cast,
      heroIndex,
      links,
      createRandom(hashText(`${seedKey(key, seed)}\u0000faces`)),
    );
    let figures = fitFigures(composed, stage, frame.standOnBottom && standsOnGround(composed, stage, scenic));
    if (cropped)
      figures =
        variation.layout === 'close-up'
          ? closeUp(figures, cropped.box)
          : peeking(figures, cropped.box, variation.layout === 'side');
    if (variation.mirrored) figures = mirrored(figures, CANVAS.width / 2);
    const group = unionOf(figures.map(boundsOf));
    // Turned at an angle, except pixel art, whose squares would no longer sit on the grid.
    const tilt = variation.layout === 'tilted' && !look.pixel ? (variation.mirrored ? 10 : -10) : 0;
    const drawnCast = drawCast(ctx, look, figures);
    const people = tilt
      ? `<g transform="rotate(${tilt} ${n(group.x + group.w / 2)} ${n(group.y + group.h / 2)})">${drawnCast}</g>`
      : drawnCast;
    body = frame.back + (cropped ? `<g clip-path="${cropped.clip}">${people}</g>` : people) + frame.front;
    if (look.decor !== 'none') body += decorate(ctx, group, look.decor, shirtSafe(look.palette.accent));
    if (wordsLead) body += wordsLead.markup;
    else if (reading.text) body += lettering(ctx, frame, reading.text, canPrint);
    const names = new Set(figures.map((f) => f.noun));
    const alsoDrawn = reading.mentions.filter((m) => names.has(m.noun)).flatMap((m) => m.also);
    subjects = [...new Set([...names, ...alsoDrawn, ...(frame.window ? reading.settingNouns : [])])];
    const centre = { x: group.x + group.w / 2, y: group.y + group.h / 2 };
    const shown = (b: Box) => (tilt ? turned(b, tilt, centre) : b);
    scene = {
      figures: figures.map((f) => ({
        noun: f.noun,
        art: f.art.name,
        role: f.role,
        box: shown(boundsOf(f)),
        z: f.z,
        flip: f.flip,
      })),
      backdrop: frame.window ? reading.settingNouns : [],
      frame: kind,
      lettering: reading.text,
      family: wordsLead ? 'lettering' : familyOf(look, kind),
      opening: frame.crop?.box,
      crop: cropped?.box,
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
  const markup = defs.markup();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${CANVAS.width}" height="${CANVAS.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">` +
    `${markup}${fillCanvas(markup, body)}</svg>`;
  return { svg, subjects, scene };
}

/**
 * Whether the group stands on the window's bottom edge: always in a setting (on its ground); in a
 * plain window only when it fills most of its height, else a low, wide group would leave the
 * window's top empty, and it is centred instead.
 */
function standsOnGround(figures: Figure[], stage: Box, scenic: boolean): boolean {
  if (scenic || figures.length === 0) return true;
  const group = unionOf(figures.map(boundsOf));
  const fitted = group.h * Math.min(stage.w / group.w, stage.h / group.h);
  return fitted >= stage.h * 0.75;
}

/** Where the figures are fitted: the frame's stage, or the layout's change of it. */
function stageOf(frame: Frame, variation: Variation, wordsLead: boolean): Box {
  if (wordsLead || !frame.crop) return frame.stage;
  if (variation.layout === 'wide' && frame.window) return wideStage(frame.stage);
  if (variation.layout === 'breakout') return breakoutStage(frame.stage, frame.crop.box);
  return frame.stage;
}

/**
 * The frame a look gets in this design: a scene needs a window (line art's is a plain ring), a
 * close-up crops to one, a breakout stands in front of one, a wide view shows the setting round
 * the figures; lettering-led words stand free.
 */
function frameKindOf(look: Look, scenic: boolean, variation: Variation, wordsLead: boolean): FrameKind {
  if (wordsLead) return 'none';
  const needsWindow = scenic || ['close-up', 'peek', 'side', 'breakout', 'wide'].includes(variation.layout);
  if (look.paint === 'line' && needsWindow && (look.frame === 'none' || scenic)) return 'ring';
  if (!needsWindow || look.frame !== 'none') return look.frame;
  // The window a layout reads best in: a face rising from a ledge in a tall one, a breakout in
  // front of a hexagon's flat top, a close-up or a scene in a round one.
  if (scenic) return 'circle';
  return variation.layout === 'peek' ? 'arch' : variation.layout === 'breakout' ? 'hexagon' : 'circle';
}

/**
 * A linocut's one colour, where the prompt named none, is its hero's own: a green avocado is cut
 * in green, not in a colour that turns it into an egg.
 */
function withSubjectColour(look: Look, reading: PromptReading, cast: (Cast[number] | undefined)[]): Look {
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
function castOf(reading: PromptReading, look: Look, defs: Defs): (Cast[number] | undefined)[] {
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

function fillWindow(
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
  return drawFigures(figures, paint, ringsOf(look), contourOf);
}

function ringsOf(look: Look): Ring[] {
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
