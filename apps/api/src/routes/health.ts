import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../deps';

export const healthRoutes =
  (deps: Pick<Deps, 'db'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          hide: true,
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: z.object({ status: z.literal('unavailable') }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await deps.db.execute(sql`select 1`);
          return { status: 'ok' as const };
        } catch {
          return reply.status(503).send({ status: 'unavailable' as const });
        }
      },
    );
  };
