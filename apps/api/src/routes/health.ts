import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth, type HealthDeps } from '../modules/health/check-health';

// A database that stopped answering is usually back within seconds (a restart, a failover);
// probes and clients that honour Retry-After wait that long instead of asking at once (RFC 9110,
// 10.2.3). A connection lost inside a request (error-handler.ts) asks for only 1 s: the pool
// replaces it at once, whereas a failed ping means no connection could be had at all.
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

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
        if (status === 'ok') return { status };
        return reply
          .status(503)
          .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .send({ status });
      },
    );
  };
