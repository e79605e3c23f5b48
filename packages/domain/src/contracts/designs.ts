import * as z from 'zod/mini';
import { DESIGN_PROMPT_MAX, DESIGN_PROMPT_MESSAGES } from '../design-prompt';
import { epochSecondsSchema, isoDateTimeSchema } from './common';
import { DESIGN_STYLES } from '../design-style';

// GET /v1/designs, GET /v1/designs/jobs/quota, POST /v1/designs/create,
// GET /v1/designs/jobs/status?id={job_id} (spec section 7); GET /v1/designs/{design_id}/print-file
// and GET /v1/designs/events (decision 021).

/** A prompt as the designer checks it and POST /v1/designs/create takes it (design-prompt.ts). */
export const designPromptSchema = z
  .string({ error: DESIGN_PROMPT_MESSAGES.required })
  .check(
    z.trim(),
    z.minLength(1, DESIGN_PROMPT_MESSAGES.required),
    z.maxLength(DESIGN_PROMPT_MAX, DESIGN_PROMPT_MESSAGES.tooLong),
  );

/**
 * Where the owner fetches a design's 3600 x 4800 print file: an API URL that needs their bearer
 * token and answers with a redirect to a short-lived signed URL (anyone else gets 404).
 */
const printFileUrlSchema = z.string().check(z.minLength(1));

/** How a design came to be: generated from a prompt, or the customer's own image (POST /v1/designs/upload). */
export const DESIGN_SOURCES = ['generated', 'upload'] as const;
export const designSourceSchema = z.enum(DESIGN_SOURCES);
export type DesignSource = z.infer<typeof designSourceSchema>;

export const designListItemSchema = z.object({
  design_id: z.uuid(),
  thumbnail_url: z.string().check(z.minLength(1)),
  prompt: z.string(),
  created_at: epochSecondsSchema,
  expires_at: epochSecondsSchema,
  /** The generated artwork's width in pixels, when the server tells it; clients assume 3600 without it. */
  source_width: z.optional(z.number().check(z.int(), z.positive())),
  print_file_url: printFileUrlSchema,
  /** Absent from older answers, which were all generated. An upload's prompt is its file's name. */
  source: z.optional(designSourceSchema),
});
export type DesignListItem = z.infer<typeof designListItemSchema>;

export const designListResponseSchema = z.object({ designs: z.array(designListItemSchema) });
export type DesignListResponse = z.infer<typeof designListResponseSchema>;

export const quotaResponseSchema = z.object({
  used: z.number().check(z.int(), z.nonnegative()),
  total: z.number().check(z.int(), z.nonnegative()),
  remaining: z.number().check(z.int(), z.nonnegative()),
  reset_at: isoDateTimeSchema,
});
export type QuotaResponse = z.infer<typeof quotaResponseSchema>;

export const createDesignBodySchema = z.object({
  prompt: designPromptSchema,
  // The spec's client always sends file: ''. Uploads are not a feature, so anything else is refused
  // rather than silently ignored.
  file: z.optional(z.literal('', { error: 'File uploads are not supported' })),
  /**
   * Refine: the customer's own design this one changes ('add a crown', 'in pixel art'). The
   * prompt then says only what changes; the design keeps the rest (subjects, composition, seed,
   * style). One design, not four. Another customer's design answers 404, like a missing one.
   */
  based_on: z.optional(z.uuid()),
  /** A drawing style (DESIGN_STYLES); the prompt may name one too. A refinement keeps its design's. */
  style: z.optional(z.enum(DESIGN_STYLES, { error: `Choose one of ${DESIGN_STYLES.join(', ')}` })),
});
export type CreateDesignBody = z.input<typeof createDesignBodySchema>;

export const createDesignResponseSchema = z.object({ job_id: z.uuid() });
export type CreateDesignResponse = z.infer<typeof createDesignResponseSchema>;

// Each call's own schema, not one shared `?id=`: /docs says which id each one wants.
export const jobStatusQuerySchema = z.object({ id: z.uuid() });
export type JobStatusQuery = z.infer<typeof jobStatusQuerySchema>;

/** `pending` covers a job that is queued and not yet picked up by a worker. */
export const JOB_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** One GENERATE makes this many designs to pick from (one quota unit); all go to Design History. */
export const GENERATION_CANDIDATES = 4;

export const generationCandidateSchema = z.object({
  design_id: z.uuid(),
  thumbnail_url: z.string().check(z.minLength(1)),
});
export type GenerationCandidate = z.infer<typeof generationCandidateSchema>;

/** The design fields are null until the job has completed. */
export const jobStatusResponseSchema = z.object({
  job_id: z.uuid(),
  status: jobStatusSchema,
  design_id: z.nullable(z.uuid()),
  thumbnail_url: z.nullable(z.string().check(z.minLength(1))),
  prompt: z.string(),
  created_at: z.nullable(epochSecondsSchema),
  expires_at: z.nullable(epochSecondsSchema),
  /** Once completed: the design's source width and owner-only print file (see the list item). */
  source_width: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  print_file_url: z.nullable(printFileUrlSchema),
  /**
   * Once completed, the GENERATE's designs to pick from, the first being `design_id`; empty until
   * then. Optional only for servers from before candidates.
   */
  candidates: z.optional(z.array(generationCandidateSchema).check(z.maxLength(GENERATION_CANDIDATES))),
  /**
   * Once completed, which image provider drew `design_id` ('openai', 'local'): the first of the
   * shop's providers that could, as another takes over when one is out of quota or failing.
   */
  generated_by: z.optional(z.nullable(z.string())),
});
export type JobStatusResponse = z.infer<typeof jobStatusResponseSchema>;

/**
 * POST /v1/designs/upload (multipart/form-data, one field `file`) and
 * POST /v1/designs/{design_id}/remove-background answer 201 with the new design's list item.
 */
export const UPLOAD_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 50_000_000;
export const MAX_UPLOADS_PER_DAY = 30;
export const uploadDesignResponseSchema = designListItemSchema;
export type UploadDesignResponse = z.infer<typeof uploadDesignResponseSchema>;

export const designIdParamsSchema = z.object({ design_id: z.uuid() });
export type DesignIdParams = z.infer<typeof designIdParamsSchema>;

/**
 * GET /v1/designs/events: a text/event-stream of the customer's own generation jobs. It opens with
 * `event: ready` (subscribed: anything settling from now on is sent), then one `event: job` whose
 * data is the job's status (the shape of GET /v1/designs/jobs/status) each time a job of theirs
 * completes or fails, and a comment line every 15 s to keep proxies from closing it.
 */
export const GENERATION_EVENTS = { ready: 'ready', job: 'job' } as const;
export const generationEventSchema = jobStatusResponseSchema;
export type GenerationEvent = z.infer<typeof generationEventSchema>;
