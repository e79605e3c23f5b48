import type { Variation } from './candidates/variations';
import { abstractArt } from './composition/abstract';
import { closeUp, companionOf, ledBy, mirrored, peeking, turned } from './composition/arrangement';
import { compose } from './composition/compose';
import { decorate } from './composition/decor';
import { boundsOf, fitFigures, unionOf, type Box, type Figure } from './composition/figure';
import { fillCanvas } from './composition/fill-canvas';
import { drawFrame, type Frame, type FrameKind } from './composition/frames';
import { wordsLeadLayout, type WordsLead } from './composition/lettering-led';
import { CANVAS, createDefs, type DrawingContext } from './drawing-context';
import { fontMetrics } from './fonts';
import { lettering } from './lettering';
import type { Style } from './reading/styles';
import { readPrompt, type PromptReading } from './reading/read-prompt';
import { createRandom, hashText } from './seeded-random';
import { candidateLook, familyLook } from './styles/candidate-look';
import { shirtSafe } from './styles/colour';
import { familyOf, type StyleFamily } from './styles/families';
import { distressMask } from './styles/grunge';
import { chooseLook } from './styles/look';
import { n } from './svg';
import { standsOnGround, stageOf, frameKindOf } from './layout-choices';
import { withSubjectColour, castOf, fillWindow, sceneOnlyFrame, sceneOnly, drawCast } from './paint-cast';

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
  // Words with nothing to draw lead the design themselves, a small motif above them.
  const wordsOnly = heroIndex < 0 && !scenic;
  const wordsLead =
    (look.wordsLead || variation.layout === 'words' || wordsOnly) && reading.text
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
    body = scenic
      ? sceneOnly(ctx, reading, look, hasText)
      : wordsLead
        ? wordsWithMotif(abstractArt(ctx, 0), wordsLead, variation.mirrored)
        : abstractArt(ctx, hasText ? 40 : 0);
    if (wordsLead) scene = { ...scene, family: 'lettering' };
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
  if (heroIndex < 0 && reading.text && !wordsLead) {
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
 * Words that lead a design with nothing to draw: under a small motif, or (the mirrored
 * arrangements, so a GENERATE has both) set across the motif at full size, as on a retro tee.
 */
function wordsWithMotif(motif: string, words: WordsLead, across: boolean): string {
  // The motif is a disc about 470 units wide round (300, 360).
  if (across) {
    const shift = 360 - (words.top + words.bottom) / 2 + 40;
    return `${motif}<g transform="translate(0 ${n(shift)})">${words.markup}</g>`;
  }
  const { stage } = words;
  const scale = Math.min(stage.w, stage.h) / 480;
  const x = stage.x + stage.w / 2 - 300 * scale;
  const y = stage.y + stage.h / 2 - 360 * scale;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">${motif}</g>${words.markup}`;
}
