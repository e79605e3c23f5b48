import {
  fontFileUrl,
  fontListResponseSchema,
  FONTS,
  type FontListItem,
  type OutlineFont,
} from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import type opentype from 'opentype.js';
import { useEffect } from 'react';
import { create } from 'zustand';
import { api } from '@/lib/api-client';

// GET /v1/fonts and the font files the shop serves. A font's file is fetched the first time a
// layer uses it (never all of them up front) and read with opentype.js, as the server reads the
// same file to print: the preview draws the very outlines the print file will have.

export type ShopFont = FontListItem;

/** The font's file: where the list says, else the shop's own path for it. */
export const fontUrl = (font: Pick<ShopFont, 'id' | 'url'>) => font.url ?? fontFileUrl(font.id);

export function useFonts() {
  return useQuery({
    queryKey: ['fonts'],
    queryFn: ({ signal }) =>
      api('/fonts', { schema: fontListResponseSchema, signal }).then((body) => body.fonts),
    staleTime: Infinity,
    // The bundled list stands in until the shop answers, so the picker never waits.
    placeholderData: FONTS.map((font) => ({ ...font, licence: 'OFL-1.1' as const })),
  });
}

export type LoadedFont = OutlineFont<opentype.Glyph>;
type FontState = { status: 'loading' } | { status: 'ready'; font: LoadedFont } | { status: 'failed' };
const useLoadedFonts = create<{ fonts: Record<string, FontState> }>()(() => ({ fonts: {} }));

function load(font: Pick<ShopFont, 'id' | 'url'>) {
  if (useLoadedFonts.getState().fonts[font.id]) return;
  const mark = (state: FontState) =>
    useLoadedFonts.setState((s) => ({ fonts: { ...s.fonts, [font.id]: state } }));
  mark({ status: 'loading' });
  // opentype.js (~60 kB) comes with the first text, not with the editor.
  Promise.all([import('opentype.js'), fetch(fontUrl(font))])
    .then(async ([{ default: reader }, response]) => {
      if (!response.ok) throw new Error(`font ${font.id}: ${response.status}`);
      mark({ status: 'ready', font: reader.parse(await response.arrayBuffer()) });
    })
    .catch((err: unknown) => {
      console.error('loading a font failed', err);
      mark({ status: 'failed' });
    });
}

/** The font's outlines once its file is in (loading it on first use), else null. */
export function useOutlineFont(fontId: string): LoadedFont | null {
  const fonts = useFonts().data;
  const state = useLoadedFonts((s) => s.fonts[fontId]);
  useEffect(() => {
    const font = fonts?.find((f) => f.id === fontId);
    if (font) load(font);
  }, [fonts, fontId]);
  return state?.status === 'ready' ? state.font : null;
}
