import {
  createDesignBodySchema,
  createDesignResponseSchema,
  designIdParamsSchema,
  designListItemSchema,
  designListResponseSchema,
  generationCandidateSchema,
  jobStatusQuerySchema,
  jobStatusResponseSchema,
  quotaResponseSchema,
} from '../designs';
import { uploadDesignFormSchema } from '../design-upload';
import { EXAMPLE } from './examples';
import { describeObject, type FieldDoc } from './field-docs';

const designId: FieldDoc = { description: 'The design.', example: EXAMPLE.designId };
const thumbnail: FieldDoc = {
  description: 'A small WebP preview of the design, for lists and pickers; needs no token.',
  example: EXAMPLE.thumbnailUrl,
};
const printFile: FieldDoc = {
  description:
    "The design's 3600 x 4800 px PNG print file (300 DPI): an API path that needs the owner's bearer token and redirects to a short-lived signed URL.",
  example: EXAMPLE.printFileUrl,
};
const sourceWidth: FieldDoc = {
  description:
    "The artwork's width in pixels, from which clients judge the print resolution at a placement; assume 3600 when absent.",
  example: 3600,
};

export const designDocs = [
  describeObject(
    designListItemSchema,
    {
      design_id: designId,
      thumbnail_url: thumbnail,
      prompt: {
        description: "The prompt the design was generated from; an upload's is its file's name.",
        example: EXAMPLE.prompt,
      },
      created_at: {
        description: 'When the design was made, in Unix seconds.',
        example: EXAMPLE.epochSeconds,
      },
      expires_at: {
        description:
          'When the design expires unless ordered (Unix seconds): then it leaves the design list and can no longer be ordered.',
        example: EXAMPLE.expiresAtSeconds,
      },
      source_width: sourceWidth,
      print_file_url: printFile,
      source: {
        description:
          "`generated` from a prompt, or `upload`: the customer's own image. Absent from designs made before uploads, which were all generated.",
        example: 'generated',
      },
    },
    'A design of the customer’s.',
  ),
  describeObject(designListResponseSchema, {
    designs: { description: "The customer's unexpired designs, the soonest to expire first." },
  }),
  describeObject(
    quotaResponseSchema,
    {
      used: { description: 'Generations (GENERATE presses) used this month.', example: 3 },
      total: { description: "This month's quota, units granted by an operator included.", example: 10 },
      remaining: { description: 'Generations left this month: `total` - `used`, never below 0.', example: 7 },
      reset_at: {
        description: 'When the quota refills (ISO 8601: the first instant of next month).',
        example: '2027-01-01T00:00:00.000Z',
      },
    },
    "The customer's monthly design quota.",
  ),
  describeObject(createDesignBodySchema, {
    prompt: {
      description:
        'What to draw, in any language (1 to 1000 characters). It may name a style too (`in pixel art`). A refinement (`based_on`) says only what changes.',
      example: EXAMPLE.prompt,
    },
    file: {
      description:
        'Always the empty string, as the original client sends it. Images are uploaded with `POST /v1/designs/upload` (multipart/form-data) instead; any other value is refused.',
      example: '',
    },
    based_on: {
      description:
        "Refine one of the customer's own designs instead of starting anew: its id. The design keeps its subjects, composition, seed and style, and the prompt says what changes ('add a crown'). Makes one design, not four. Another customer's or a missing design answers 404.",
      example: EXAMPLE.designId,
    },
    style: {
      description:
        'A drawing style for the generation; absent: the style the prompt names, else the generator’s own. A refinement keeps its design’s style unless this names another.',
      example: 'sticker',
    },
  }),
  describeObject(
    uploadDesignFormSchema,
    {
      file: {
        description:
          'The image: PNG, JPEG or WebP (judged by its content, not its name), up to 20 MB and 50 megapixels. It is turned upright by its EXIF orientation, converted to sRGB, stripped of metadata and padded to 3:4; its name becomes the design’s `prompt`.',
      },
    },
    "The customer's own image, as multipart/form-data with the one part `file`.",
  ),
  describeObject(
    createDesignResponseSchema,
    {
      job_id: {
        description:
          'The generation job: poll `GET /v1/designs/jobs/status?id=` or listen on `GET /v1/designs/events`.',
        example: EXAMPLE.jobId,
      },
    },
    'The generation is queued; one unit of the quota is spent.',
  ),
  describeObject(jobStatusQuerySchema, {
    id: { description: 'The job_id `POST /v1/designs/create` answered.', example: EXAMPLE.jobId },
  }),
  describeObject(designIdParamsSchema, {
    design_id: { description: "One of the customer's designs.", example: EXAMPLE.designId },
  }),
  describeObject(generationCandidateSchema, {
    design_id: { description: 'One of the designs the generation made.', example: EXAMPLE.otherDesignId },
    thumbnail_url: thumbnail,
  }),
  describeObject(
    jobStatusResponseSchema,
    {
      job_id: { description: 'The job.', example: EXAMPLE.jobId },
      status: {
        description:
          '`pending` (queued), `running`, `completed` (the design fields are set) or `failed` (the quota unit is given back).',
        example: 'completed',
      },
      design_id: {
        description: 'The first design the job made, once completed; null until then.',
        example: EXAMPLE.designId,
      },
      thumbnail_url: { ...thumbnail, description: `${thumbnail.description} Null until completed.` },
      prompt: { description: 'The prompt the job draws.', example: EXAMPLE.prompt },
      created_at: {
        description: 'When the design was made (Unix seconds); null until completed.',
        example: EXAMPLE.epochSeconds,
      },
      expires_at: {
        description: 'When the design expires unless ordered (Unix seconds); null until completed.',
        example: EXAMPLE.expiresAtSeconds,
      },
      source_width: { ...sourceWidth, description: `${sourceWidth.description} Null until completed.` },
      print_file_url: { ...printFile, description: `${printFile.description} Null until completed.` },
      candidates: {
        description:
          'Once completed, every design the GENERATE made to pick from (up to 4), the first being `design_id`; all of them are in the design list. Empty until then.',
      },
      generated_by: {
        description:
          "Once completed, which image provider drew it ('openai', 'local'): the first of the shop's providers that could.",
        example: 'local',
      },
    },
    'Where a generation job stands.',
  ),
];
