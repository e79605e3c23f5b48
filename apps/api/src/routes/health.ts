import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth, type HealthDeps } from '../modules/health/check-health';

export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
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
        const status = await checkHealth(deps);
        return status === 'ok' ? { status } : reply.status(503).send({ status });
      },
    );
  };
