import {
  apiErrorSchema,
  createDesignBodySchema,
  createDesignResponseSchema,
  designIdParamsSchema,
  designListResponseSchema,
  GENERATION_EVENTS,
  type GenerationEvent,
  jobStatusQuerySchema,
  jobStatusResponseSchema,
  quotaResponseSchema,
} from '@prompttee/domain';
import fastifySse from '@fastify/sse';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDesign } from '../modules/designs/create-design';
import { getGenerationStatus } from '../modules/designs/get-generation-status';
import { getPrintFileLink } from '../modules/designs/get-print-file-link';
import { getQuota } from '../modules/designs/get-quota';
import { listDesigns } from '../modules/designs/list-designs';
import { parseRefusedWords } from '../modules/designs/refused-words';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { watchGenerationJobs } from '../modules/designs/watch-generation-jobs';
import { currentUser } from '../plugins/authenticate';
import { userWriteLimit } from './user-write-limit';

/** A comment line this often keeps proxies and browsers from closing a quiet event stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * The designer's calls of spec section 7, inside the bearer-protected /v1 scope, and those of
 * decision 021: the owner's print file and the stream of their settled generation jobs.
 */
export const designRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const refusedWords = parseRefusedWords(deps.config.REFUSED_WORDS);
    const tags = ['designs'];
    // Open event streams never go idle, so the server would wait for them on close: end them first.
    const streams = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
    });
    // The event stream: @fastify/sse waits for the socket to drain, writes the keep-alive comment
    // and sends the reply's own headers (the API set, decision 029), which a hijacked reply lost.
    await app.register(fastifySse, { heartbeatInterval: KEEP_ALIVE_MS });

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
      '/designs/:design_id/print-file',
      {
        schema: {
          tags,
          summary: "The owner's 3600 x 4800 print file",
          description:
            'Redirects (302) to a signed URL of the PNG that works for five minutes; a print file still ' +
            "being rendered is rendered first. Another customer's design, or an expired one, is 404.",
          params: designIdParamsSchema,
          response: {
            302: z.null().describe('Location: a signed URL of the print file, valid for five minutes'),
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const link = await getPrintFileLink(deps, {
          userId: currentUser(request).id,
          designId: request.params.design_id,
        });
        return reply.header('cache-control', 'private, no-store').redirect(link.url, 302);
      },
    );

    app.get(
      '/designs/events',
      {
        schema: {
          tags,
          summary: "A stream of the customer's settled generation jobs (server-sent events)",
          description:
            'text/event-stream. Opens with `event: ready` once subscribed; then `event: job` with the ' +
            "job's status (the JobStatusResponse of /designs/jobs/status) each time one of the " +
            "customer's jobs completes or fails, in whichever process ran it; a comment line every " +
            '15 s. Fetch it with the bearer token; the 5 s status poll remains the fallback.',
          produces: ['text/event-stream'],
          response: { 200: z.string().describe('text/event-stream of `ready` and `job` events') },
        },
        // No Accept negotiation: the client is the shop's own, which always wants the stream.
        sse: 'manual',
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        // Subscribed before the answer starts, so `ready` promises that nothing settling is missed.
        const pending: GenerationEvent[] = [];
        let write: (job: GenerationEvent) => void = (job) => void pending.push(job);
        const stop = await watchGenerationJobs(deps, { userId, onJob: (job) => write(job) });
        const stream = reply.raw;
        streams.add(stream);
        reply.sse.keepAlive();
        reply.sse.onClose(() => {
          streams.delete(stream);
          write = () => {};
          stop().catch((err) => deps.log.warn({ err }, 'unlisten failed'));
        });
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'private, no-store');
        await reply.sse.send({ event: GENERATION_EVENTS.ready, data: {}, retry: 2000 });
        // A job settling while the client is gone is dropped: it reads the outcome from the poll.
        write = (job) => void reply.sse.send({ event: GENERATION_EVENTS.job, data: job }).catch(() => {});
        for (const job of pending.splice(0)) write(job);
      },
    );

    app.get(
      '/designs/jobs/quota',
      { schema: { tags, summary: "This month's design quota", response: { 200: quotaResponseSchema } } },
      async (request) => getQuota(deps, { userId: currentUser(request).id }),
    );
  };
