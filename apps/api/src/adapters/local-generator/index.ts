import { Resvg } from '@resvg/resvg-js';
import type { GeneratedImage, ImageGenerator } from '../../ports/image-generator';
import { CANVAS } from './drawing-context';
import { drawDesign } from './draw-design';
import { fontFamily, fontFiles } from './fonts';

export { drawDesign } from './draw-design';

export type LocalGeneratorOptions = {
  /**
   * Output width in pixels (height follows the 3:4 canvas). 1800 is half the print file's width:
   * the print step then doubles it exactly, which is far cheaper than rendering 3600 x 4800 here.
   */
  width?: number;
};

/** Renders a design's SVG to a transparent PNG with the fonts shipped beside this file. */
export function renderDesignSvg(svg: string, width: number): GeneratedImage {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    background: 'rgba(0,0,0,0)',
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: fontFamily('display') },
  });
  const rendered = resvg.render();
  return { png: rendered.asPng(), width: rendered.width, height: rendered.height };
}

/** The embedded generator: draws a real design from the prompt's words, offline and deterministic. */
export function createLocalGenerator(options: LocalGeneratorOptions = {}): ImageGenerator {
  const width = options.width ?? CANVAS.width * 3;
  return {
    name: 'local',
    async generate({ prompt, seed, signal }) {
      signal?.throwIfAborted();
      return renderDesignSvg(drawDesign(prompt, seed), width);
    },
  };
}
