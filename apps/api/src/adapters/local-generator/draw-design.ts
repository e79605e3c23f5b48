import type { RenderedImage } from '@resvg/resvg-js';
import { distinctCandidate, PREVIEW_WIDTH, type CandidateMemo } from './candidates/distinct-candidates';
import { variationsFor } from './candidates/variations';
import { drawVariation, readWithStyle, seedKey, type Design } from './draw-variation';
import type { Style } from './reading/styles';
import { refinePrompt } from './reading/refine-prompt';
import { renderDesign } from './render-svg';
import { createRandom, hashText } from './seeded-random';

export type { Design, PlacedFigure, SceneRecord } from './draw-variation';

export type DrawOptions = {
  /**
   * Refining: the design's prompt before the refinement. Its seeded choices (palette, art set)
   * and its candidate's variation (family, arrangement) are kept, so only what the refinement
   * says changes.
   */
  lookOf?: string | undefined;
  /** Refining: the style the refined design was drawn with (its candidate's variation follows it). */
  baseStyle?: Style | undefined;
  /** Which of the four candidates of one GENERATE (0-3): each its own family, arrangement, palette. */
  candidate?: number;
  /** A style picked beside the words (the shop's DESIGN_STYLES are styles the reader knows). */
  style?: Style | undefined;
  /** The candidates a GENERATE's other calls drew already (the generator keeps one). */
  memo?: CandidateMemo;
};

/** A design and its preview, the PREVIEW_WIDTH px render the candidates were compared on. */
export type DrawnDesign = { design: Design; takePreview: () => RenderedImage };

/**
 * Writes the SVG of a t-shirt design for a prompt: same prompt, seed, candidate and style give
 * the same document. The four candidates of one seed differ in style family (where the prompt
 * named none) and arrangement, each drawn again in the next variation when it would look like
 * an earlier one (candidates/distinct-candidates.ts).
 */
export function drawCandidate(prompt: string, seed: number, options: DrawOptions = {}): DrawnDesign {
  const base = options.lookOf ?? prompt;
  const baseStyle = options.lookOf !== undefined ? options.baseStyle : options.style;
  const k = options.candidate ?? 0;
  const variations = variationsFor(
    readWithStyle(base, baseStyle),
    createRandom(hashText(`${seedKey(base, seed)}\u0000variations`)),
  );
  const drawn = options.memo?.candidates(`${seedKey(base, seed)}\u0000${baseStyle ?? ''}`);
  const chosen = distinctCandidate(
    k,
    variations,
    (variation, candidate) => drawVariation(base, seed, variation, { candidate, style: baseStyle }),
    drawn,
  );
  if (options.lookOf === undefined) return chosen;
  // A refinement is drawn in its base's variation, from its own prompt.
  const design = drawVariation(prompt, seed, chosen.variation, {
    lookOf: base,
    candidate: k,
    style: options.style,
  });
  return { design, takePreview: () => renderDesign(design.svg, PREVIEW_WIDTH) };
}

export function drawDesign(prompt: string, seed: number, options: DrawOptions = {}): Design {
  return drawCandidate(prompt, seed, options).design;
}

/** A design refined ('add a crown', 'in pixel art', 'make the fox blue'): same seed, same look. */
export function refineDesign(
  basePrompt: string,
  refinement: string,
  seed: number,
  options: Pick<DrawOptions, 'candidate' | 'style'> = {},
): Design & { prompt: string } {
  const prompt = refinePrompt(basePrompt, refinement);
  const design = drawDesign(prompt, seed, {
    ...options,
    lookOf: basePrompt,
    baseStyle: options.style,
  });
  return { ...design, prompt };
}
