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
  MAX_UPLOAD_BYTES,
  quotaResponseSchema,
  uploadDesignFormSchema,
  uploadDesignResponseSchema,
} from '@prompttee/domain';
import fastifyMultipart from '@fastify/multipart';
import fastifySse from '@fastify/sse';
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDesign } from '../modules/designs/create-design';
import { getGenerationStatus } from '../modules/designs/get-generation-status';
import { getPrintFileLink } from '../modules/designs/get-print-file-link';
import { getQuota } from '../modules/designs/get-quota';
import { listDesigns } from '../modules/designs/list-designs';
import { parseRefusedWords } from '../modules/designs/refused-words';
import { removeDesignBackground } from '../modules/designs/remove-design-background';
import {
  ACCEPTED_IMAGES_MESSAGE,
  checkUploadAllowance,
  imageTooLarge,
  uploadDesign,
} from '../modules/designs/upload-design';
import { AppError } from '../errors';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { watchGenerationJobs } from '../modules/designs/watch-generation-jobs';
import { currentUser } from '../plugins/authenticate';
import { withDocumentedBody } from '../plugins/openapi';
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
    // One file part of at most 20 MB (a byte more is a 413), no other parts.
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
    });

    app.post(
      '/designs/upload',
      {
        preHandler: userWriteLimit(deps, 'design-create'),
        config: { swaggerTransform: withDocumentedBody(uploadDesignFormSchema) },
        schema: {
          tags,
          summary: "Store the customer's own image as a design (multipart/form-data, field `file`)",
          description:
            'PNG, JPEG or WebP, judged by content, up to 20 MB and 50 megapixels; turned upright by ' +
            'its EXIF orientation, converted to sRGB, stripped of metadata. No generation quota is ' +
            `spent; at most 30 uploads a day. 415 for any other file, 413 for too large. ${ACCEPTED_IMAGES_MESSAGE}`,
          consumes: ['multipart/form-data'],
          response: {
            201: uploadDesignResponseSchema,
            400: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        if (!request.isMultipart()) {
          throw new AppError(
            'BAD_REQUEST',
            `Send the image as multipart/form-data in the field file. ${ACCEPTED_IMAGES_MESSAGE}`,
          );
        }
        await checkUploadAllowance(deps, userId);
        const bytes = await readUploadedFile(request);
        const design = await uploadDesign(deps, { userId, bytes: bytes.data, fileName: bytes.fileName });
        return reply.status(201).send(design);
      },
    );

    app.post(
      '/designs/:design_id/remove-background',
      {
        preHandler: userWriteLimit(deps, 'design-create'),
        schema: {
          tags,
          summary: 'A new design: this one with its background made transparent',
          description:
            'Works on this server without any outside service, for flat and photographic ' +
            "backgrounds; the original design is kept. Counts as one of the day's 30 uploads. " +
            "Another customer's design, or an expired one, is 404.",
          params: designIdParamsSchema,
          response: {
            201: uploadDesignResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const design = await removeDesignBackground(deps, {
          userId: currentUser(request).id,
          designId: request.params.design_id,
        });
        return reply.status(201).send(design);
      },
    );

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
          basedOn: request.body.based_on,
          style: request.body.style,
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

/** The one file part, read whole; over 20 MB is a 413 before more than 20 MB is buffered. */
async function readUploadedFile(request: FastifyRequest): Promise<{ data: Buffer; fileName?: string }> {
  let part;
  try {
    part = await request.file();
  } catch (err) {
    throw multipartError(err);
  }
  if (!part || part.fieldname !== 'file') {
    throw new AppError('BAD_REQUEST', `Send the image in the field file. ${ACCEPTED_IMAGES_MESSAGE}`, {
      issues: [{ field: 'file', message: 'Required' }],
    });
  }
  try {
    return { data: await part.toBuffer(), fileName: part.filename };
  } catch (err) {
    throw multipartError(err);
  }
}

/**
 * Only the request's body is read here, so every failure but our own limit is the body's fault:
 * busboy throws plain Errors ("Multipart: Boundary not found", "Unexpected end of multipart
 * data"), @fastify/multipart its FST_ codes. Each is a 400 with the usual error body.
 */
function multipartError(err: unknown): Error {
  if (err instanceof AppError) return err;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  return new AppError('BAD_REQUEST', `The upload could not be read. ${ACCEPTED_IMAGES_MESSAGE}`);
}
