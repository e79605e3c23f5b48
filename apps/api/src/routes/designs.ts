import {
  apiErrorSchema,
  createDesignBodySchema,
  createDesignResponseSchema,
  designListResponseSchema,
  jobStatusQuerySchema,
  jobStatusResponseSchema,
  quotaResponseSchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDesign } from '../modules/designs/create-design';
import { getGenerationStatus } from '../modules/designs/get-generation-status';
import { getQuota } from '../modules/designs/get-quota';
import { listDesigns } from '../modules/designs/list-designs';
import { parseRefusedWords } from '../modules/designs/refused-words';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from '../plugins/authenticate';
import { userWriteLimit } from './user-write-limit';

/** The designer's calls of spec section 7, inside the bearer-protected /v1 scope. */
export const designRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const refusedWords = parseRefusedWords(deps.config.REFUSED_WORDS);
    const tags = ['designs'];

    app.get(
      '/designs',
      {
        schema: {
          tags,
          summary: "The customer's unexpired designs, soonest expiry first",
          response: { 200: designListResponseSchema },
        },
      },
      async (request) => listDesigns(deps, { userId: currentUser(request).id }),
    );

    app.post(
      '/designs/create',
      {
        preHandler: userWriteLimit(deps, 'design-create'),
        schema: {
          tags,
          summary: 'Start generating a design; takes one unit of the monthly quota',
          body: createDesignBodySchema,
          response: { 202: createDesignResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const created = await createDesign(deps, {
          userId: currentUser(request).id,
          prompt: request.body.prompt,
          refusedWords,
        });
        return reply.status(202).send(created);
      },
    );

    app.get(
      '/designs/jobs/status',
      {
        schema: {
          tags,
          summary: 'Where a generation job stands',
          querystring: jobStatusQuerySchema,
          response: { 200: jobStatusResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) =>
        getGenerationStatus(deps, { userId: currentUser(request).id, jobId: request.query.id }),
    );

    app.get(
      '/designs/jobs/quota',
      { schema: { tags, summary: "This month's design quota", response: { 200: quotaResponseSchema } } },
      async (request) => getQuota(deps, { userId: currentUser(request).id }),
    );
  };
