import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { RawImage } from '../../ports/image-generator';
import { fontFamily, fontFiles } from './fonts';

const renderOptions = (width: number): ResvgRenderOptions => ({
  fitTo: { mode: 'width', value: width },
  background: 'rgba(0,0,0,0)',
  font: { fontFiles, loadSystemFonts: false, defaultFontFamily: fontFamily('display') },
});

/** A design's SVG drawn `width` px across with the fonts shipped beside this file (premultiplied RGBA). */
export function renderDesign(svg: string, width: number) {
  return new Resvg(svg, renderOptions(width)).render();
}

/** Renders a design's SVG to a transparent PNG with the fonts shipped beside this file. */
export function renderDesignSvg(svg: string, width: number): { png: Buffer; width: number; height: number } {
  const rendered = renderDesign(svg, width);
  return { png: rendered.asPng(), width: rendered.width, height: rendered.height };
}

/** The SVG drawn `width` px across on libuv's thread pool: a print-size render takes ~0.7 s. */
export async function renderDesignRaw(svg: string, width: number, signal?: AbortSignal): Promise<RawImage> {
  const rendered = await renderAsync(svg, renderOptions(width), signal ?? null);
  return { pixels: rendered.pixels, width: rendered.width, height: rendered.height, premultiplied: true };
}
