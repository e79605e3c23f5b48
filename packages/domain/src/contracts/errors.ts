import { z } from 'zod';

// The body of every 4xx and 5xx answer, in Fastify's own shape plus our error code. `message` is
// safe to show; a 5xx never carries internals.

/** Field path -> first message, for a 400 caused by a body, query or params check. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const apiErrorSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  /** One of the API's error codes (BAD_REQUEST, NOT_FOUND, QUOTA_EXHAUSTED...). */
  code: z.string().min(1),
  /** The HTTP reason phrase, e.g. 'Bad Request'. */
  error: z.string(),
  message: z.string(),
  /** For validation errors: `{ fields: FieldErrors }`. */
  details: z.record(z.string(), z.unknown()).optional(),
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
