import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { PROVENANCE_TOOL } from './provenance';
import type { GeneratedImage, ImageGenerator, RawImage } from '../../ports/image-generator';
import { drawDesign } from './draw-design';
import { refinePrompt } from './reading/refine-prompt';
import { fontFamily, fontFiles } from './fonts';
import { warmUpArt } from './vocabulary/icon-art';

export { drawDesign, refineDesign } from './draw-design';
export { subjectsOfPrompt } from './provenance';

export type LocalGeneratorOptions = {
  /** Width in pixels of the `png` preview (height follows the 3:4 canvas); the thumbnail's by default. */
  width?: number;
};

const renderOptions = (width: number): ResvgRenderOptions => ({
  fitTo: { mode: 'width', value: width },
  background: 'rgba(0,0,0,0)',
  font: { fontFiles, loadSystemFonts: false, defaultFontFamily: fontFamily('display') },
});

/** Renders a design's SVG to a transparent PNG with the fonts shipped beside this file. */
export function renderDesignSvg(svg: string, width: number): { png: Buffer; width: number; height: number } {
  const rendered = new Resvg(svg, renderOptions(width)).render();
  return { png: rendered.asPng(), width: rendered.width, height: rendered.height };
}

/** The SVG drawn `width` px across on libuv's thread pool: a print-size render takes ~0.7 s. */
export async function renderDesignRaw(svg: string, width: number, signal?: AbortSignal): Promise<RawImage> {
  const rendered = await renderAsync(svg, renderOptions(width), signal ?? null);
  return { pixels: rendered.pixels, width: rendered.width, height: rendered.height, premultiplied: true };
}

/** The embedded generator: draws the prompt's subjects from open-licensed vector art, offline and deterministic. */
export function createLocalGenerator(options: LocalGeneratorOptions = {}): ImageGenerator {
  const width = options.width ?? 384;
  return {
    name: 'local',
    async generate({ prompt, seed, candidate, basedOn, style, signal }): Promise<GeneratedImage> {
      signal?.throwIfAborted();
      const design = drawDesign(prompt, seed, {
        ...(candidate ? { candidate } : {}),
        ...(style ? { style } : {}),
        ...(basedOn ? { lookOf: basedOn.prompt } : {}),
      });
      return {
        ...renderDesignSvg(design.svg, width),
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
