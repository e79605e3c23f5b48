import * as z from 'zod/mini';

/** The families a text layer may be set in; each is bundled and served by the shop (SIL OFL 1.1). */
export const FONT_CATEGORIES = ['display', 'script', 'serif', 'sans', 'monospace', 'handwriting'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

/**
 * The bundled fonts, by stable id. The id is what a text layer stores; the API serves each font's
 * file at GET /v1/fonts/{id}.ttf with the same outlines it prints from.
 */
export const FONTS = [
  { id: 'anton', family: 'Anton', category: 'display' },
  { id: 'bebas-neue', family: 'Bebas Neue', category: 'display' },
  { id: 'bangers', family: 'Bangers', category: 'display' },
  { id: 'righteous', family: 'Righteous', category: 'display' },
  { id: 'pacifico', family: 'Pacifico', category: 'script' },
  { id: 'lobster', family: 'Lobster', category: 'script' },
  { id: 'dancing-script', family: 'Dancing Script', category: 'script' },
  { id: 'playfair-display', family: 'Playfair Display', category: 'serif' },
  { id: 'lora', family: 'Lora', category: 'serif' },
  { id: 'montserrat', family: 'Montserrat', category: 'sans' },
  { id: 'oswald', family: 'Oswald', category: 'sans' },
  { id: 'space-mono', family: 'Space Mono', category: 'monospace' },
  { id: 'caveat', family: 'Caveat', category: 'handwriting' },
  { id: 'indie-flower', family: 'Indie Flower', category: 'handwriting' },
  { id: 'amatic-sc', family: 'Amatic SC', category: 'handwriting' },
] as const satisfies readonly { id: string; family: string; category: FontCategory }[];

export type FontId = (typeof FONTS)[number]['id'];
export const FONT_IDS = FONTS.map((f) => f.id) as [FontId, ...FontId[]];
export const fontIdSchema = z.enum(FONT_IDS, {
  error: `Unknown font: choose one of ${FONT_IDS.join(', ')}`,
});

/** Where the browser and anyone else fetches a font's file (long-cached, same origin as the API). */
export const fontFileUrl = (id: FontId) => `/v1/fonts/${id}.ttf`;

// GET /v1/fonts
export const fontListItemSchema = z.object({
  id: fontIdSchema,
  family: z.string().check(z.minLength(1)),
  category: z.enum(FONT_CATEGORIES),
  licence: z.literal('OFL-1.1'),
  /** The font file the browser loads on demand (the one the print file's outlines come from). */
  url: z.optional(z.string().check(z.minLength(1))),
});
export type FontListItem = z.infer<typeof fontListItemSchema>;

export const fontListResponseSchema = z.object({ fonts: z.array(fontListItemSchema) });

// GET /v1/fonts/{file}
export const fontFileParamsSchema = z.object({ file: z.string().check(z.regex(/^[a-z0-9-]+\.ttf$/)) });
export type FontListResponse = z.infer<typeof fontListResponseSchema>;
