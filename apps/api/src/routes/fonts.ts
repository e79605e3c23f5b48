import {
  apiErrorSchema,
  FONTS,
  fontFileParamsSchema,
  fontFileUrl,
  fontListResponseSchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fontBytes, isFontId } from '../fonts/bundled-fonts';
import { notFound } from '../errors';

/** A font's file never changes under its id (a new cut would be a new id), so browsers keep it a year. */
const FONT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The bundled fonts, public like the catalogue: a browser fetches them from CSS without a token,
 * and from the shop's own origin only, never a font CDN.
 */
export const fontRoutes = (): FastifyPluginAsyncZod => async (app) => {
  const tags = ['fonts'];
  const list = {
    fonts: FONTS.map((f) => ({ ...f, licence: 'OFL-1.1' as const, url: fontFileUrl(f.id) })),
  };

  app.get(
    '/fonts',
    {
      schema: {
        tags,
        summary: 'The fonts a text layer may use (all SIL Open Font License 1.1, served by the shop)',
        response: { 200: fontListResponseSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(list),
  );

  app.get(
    '/fonts/:file',
    {
      schema: {
        tags,
        summary: "A bundled font's TrueType file, the one print files are outlined from",
        params: fontFileParamsSchema,
        produces: ['font/ttf'],
        response: { 200: z.any().describe('font/ttf'), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = request.params.file.slice(0, -'.ttf'.length);
      if (!isFontId(id)) throw notFound('Font');
      return reply.header('cache-control', FONT_CACHE_CONTROL).type('font/ttf').send(fontBytes(id));
    },
  );
};
