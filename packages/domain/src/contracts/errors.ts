import * as z from 'zod/mini';

// The body of every 4xx and 5xx answer, in Fastify's own shape plus our error code. `message` is
// safe to show; a 5xx never carries internals. Clients decide on `code` and `details.fields`,
// never on `message`: its wording may change, the codes and field names may not.

/** Every code an error body carries. Each says when it is thrown; the API maps it to a status. */
export const errorCodeSchema = z.enum([
  /** The request is malformed or breaks a rule; `details.fields` names the field when there is one. */
  'BAD_REQUEST',
  /** No valid bearer token or session. */
  'UNAUTHORIZED',
  /** Authenticated but not allowed (disabled account, not an operator, feature refused). */
  'FORBIDDEN',
  /** The thing does not exist, or belongs to another user; also an unknown route. */
  'NOT_FOUND',
  /** The request conflicts with the current state (e.g. an order no longer awaiting payment). */
  'CONFLICT',
  /** A design expired or a payment session closed. */
  'GONE',
  /** An Idempotency-Key reused with a different request body (Stripe answers the same). */
  'IDEMPOTENCY_MISMATCH',
  /** The month's design quota is used up; `details.reset_at` says when it refills. */
  'QUOTA_EXHAUSTED',
  /** Too many requests in a short time; `details.retryAfter` says how many seconds to wait. */
  'RATE_LIMITED',
  /** A vendor (payment, producer, image API) failed; safe to retry later. */
  'UPSTREAM_FAILED',
  /** A feature is not configured on this server. */
  'NOT_CONFIGURED',
  /** The database (or the sign-in service's storage) dropped mid-request; nothing was saved, retry. */
  'DATABASE_UNAVAILABLE',
  /** Drawing a picture (a side's layers, a cut-out) took longer than its limit; nothing was saved. */
  'IMAGE_WORK_TIMED_OUT',
  /** Anything unexpected on the server side; the message never says more. */
  'INTERNAL',
  /** A sign-in call named a redirect target outside this shop (an open-redirect probe). */
  'INVALID_REDIRECT',
  /** An upload that is not a PNG, JPEG or WebP image by its content (SVG, GIF, HEIC, PDF, text...). */
  'UNSUPPORTED_IMAGE',
  /** An upload over 20 MB or 50 megapixels (a decompression bomb included). */
  'IMAGE_TOO_LARGE',
  // Fastify's own refusals while reading a body, sent with Fastify's code as they always were.
  /** The body is larger than the server accepts. */
  'FST_ERR_CTP_BODY_TOO_LARGE',
  /** The Content-Type is not one the route reads (JSON). */
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  /** The Content-Length header does not match the body. */
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  /** The Content-Type says JSON but the body is empty. */
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  /** The body is not valid JSON. */
  'FST_ERR_CTP_INVALID_JSON_BODY',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** True when `value` is one of the error codes (a client reading an unknown body, Fastify's own codes). */
export const isErrorCode = (value: unknown): value is ErrorCode => errorCodeSchema.safeParse(value).success;

/** Field path -> first message, for a 400 caused by a body, query or params check. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Every message of a failed check, in order (`fields` keeps only the first per field). */
export const errorIssueSchema = z.object({ field: z.string(), message: z.string() });
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

/**
 * What an error says beyond its message. Loose: a code may carry more (`limit`, a vendor's
 * `reason`), and the serializer must not drop what the API has always sent.
 */
export const errorDetailsSchema = z.looseObject({
  /** Field path ('postcode', 'items.1.designs.front') -> the message to show under that field. */
  fields: z.optional(fieldErrorsSchema),
  issues: z.optional(z.array(errorIssueSchema)),
  /** RATE_LIMITED: seconds until a retry can succeed. */
  retryAfter: z.optional(z.number()),
  /** QUOTA_EXHAUSTED: when the quota refills (ISO date-time). */
  reset_at: z.optional(z.string()),
});
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const apiErrorSchema = z.object({
  statusCode: z.number().check(z.int(), z.minimum(400), z.maximum(599)),
  code: errorCodeSchema,
  /** The HTTP reason phrase, e.g. 'Bad Request'. */
  error: z.string(),
  message: z.string(),
  details: z.optional(errorDetailsSchema),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Flattens zod issues to the first message per field, e.g. { postcode: 'Invalid postal code...' }. */
export function fieldErrorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The first message per field of a list of issues, as `details.fields` carries them. */
export function fieldErrorsOf(issues: readonly ErrorIssue[]): FieldErrors {
  return fieldErrorsFrom(issues.map((issue) => ({ path: [issue.field], message: issue.message })));
}
