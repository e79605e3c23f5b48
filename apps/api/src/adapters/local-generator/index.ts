import { PROVENANCE_TOOL } from './provenance';
import type { GeneratedImage, ImageGenerator } from '../../ports/image-generator';
import { createCandidateMemo, PREVIEW_WIDTH } from './candidates/distinct-candidates';
import { drawCandidate } from './draw-design';
import { refinePrompt } from './reading/refine-prompt';
import { renderDesignRaw, renderDesignSvg } from './render-svg';
import { warmUpArt } from './vocabulary/icon-art';

export { drawCandidate, drawDesign, refineDesign } from './draw-design';
export { renderDesignRaw, renderDesignSvg } from './render-svg';
export { subjectsOfPrompt } from './provenance';

export type LocalGeneratorOptions = {
  /** Width in pixels of the `png` preview (height follows the 3:4 canvas); the thumbnail's by default. */
  width?: number;
};

/** The embedded generator: draws the prompt's subjects from open-licensed vector art, offline and deterministic. */
export function createLocalGenerator(options: LocalGeneratorOptions = {}): ImageGenerator {
  const width = options.width ?? PREVIEW_WIDTH;
  // The four calls of one GENERATE find the candidates drawn before theirs, to differ from them.
  const memo = createCandidateMemo();
  return {
    name: 'local',
    async generate({ prompt, seed, candidate, basedOn, style, signal }): Promise<GeneratedImage> {
      signal?.throwIfAborted();
      const drawn = drawCandidate(prompt, seed, {
        memo,
        ...(candidate ? { candidate } : {}),
        ...(style ? { style } : {}),
        ...(basedOn ? { lookOf: basedOn.prompt, baseStyle: basedOn.style } : {}),
      });
      const { design } = drawn;
      const preview = width === PREVIEW_WIDTH ? drawn.takePreview() : undefined;
      return {
        ...(preview
          ? { png: preview.asPng(), width: preview.width, height: preview.height }
          : renderDesignSvg(design.svg, width)),
        sourceWidth: 3600,
        renderAt: (w, s) => renderDesignRaw(design.svg, w, s),
        provenance: {
          prompt,
          subjects: design.subjects,
          creatorTool: PROVENANCE_TOOL,
          digitalSourceType: 'algorithmicMedia',
        },
      };
    },
    refinePrompt,
    warmUp: warmUpArt,
  };
}
