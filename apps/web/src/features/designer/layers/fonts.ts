import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  fontFileUrl,
  fontListResponseSchema,
  FONTS,
  type FontListItem,
  type FontMetrics,
} from '@prompttee/domain';
import { create } from 'zustand';
import { api } from '@/lib/api-client';

// GET /v1/fonts and the font files the shop serves. A font's file is fetched the first time a
// layer uses it (never all twelve up front), registered under a family name of its own so it
// cannot collide with the page's fonts, and measured with the same file the server outlines.

export type ShopFont = FontListItem;

/** The font's file: where the list says, else the shop's own path for it. */
export const fontUrl = (font: Pick<ShopFont, 'id' | 'url'>) => font.url ?? fontFileUrl(font.id);

export function useFonts() {
  return useQuery({
    queryKey: ['fonts'],
    queryFn: ({ signal }) =>
      api('/fonts', { schema: fontListResponseSchema, signal }).then((body) => body.fonts),
    staleTime: Infinity,
    // The bundled list stands in until the shop's answers, so the picker never waits.
    placeholderData: FONTS.map((font) => ({ ...font, licence: 'OFL-1.1' as const })),
  });
}

/** The family name a loaded font is known by in this page. */
export const cssFamily = (fontId: string) => `pt-font-${fontId.replace(/[^a-z0-9-]/gi, '-')}`;

type FontState = 'loading' | 'ready' | 'failed';
const useLoadedFonts = create<{ fonts: Record<string, FontState> }>()(() => ({ fonts: {} }));

function load(font: Pick<ShopFont, 'id' | 'url'>) {
  const known = useLoadedFonts.getState().fonts[font.id];
  if (known || typeof FontFace === 'undefined') return;
  const mark = (state: FontState) =>
    useLoadedFonts.setState((s) => ({ fonts: { ...s.fonts, [font.id]: state } }));
  mark('loading');
  const face = new FontFace(cssFamily(font.id), `url(${fontUrl(font)})`);
  face
    .load()
    .then((loaded) => {
      document.fonts.add(loaded);
      mark('ready');
    })
    .catch(() => mark('failed'));
}

/** Loads a font on first use; true once its file is in, so text can be measured with it. */
export function useFontReady(fontId: string): boolean {
  const fonts = useFonts().data;
  const state = useLoadedFonts((s) => s.fonts[fontId]);
  useEffect(() => {
    const font = fonts?.find((f) => f.id === fontId);
    if (font) load(font);
  }, [fonts, fontId]);
  return state === 'ready';
}

let canvas: HTMLCanvasElement | null = null;

export type Measurer = { measure(line: string): number; metrics: FontMetrics };

/**
 * Lines measured in a font at size 100, and the font's ascent and descent: what the server reads
 * from the same file's tables. A rough stand-in where the canvas cannot measure.
 */
export function measurerFor(fontId: string): Measurer {
  canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas');
  const context = canvas?.getContext('2d');
  if (!context) return { measure: (line) => [...line].length * 55, metrics: { ascent: 0.8, descent: 0.2 } };
  context.font = `100px "${cssFamily(fontId)}", sans-serif`;
  const probe = context.measureText('Hg');
  const metrics = {
    ascent: (probe.fontBoundingBoxAscent || 80) / 100,
    descent: (probe.fontBoundingBoxDescent || 20) / 100,
  };
  return { measure: (line) => context.measureText(line).width, metrics };
}
