import { errorCodeSchema, errorDetailsSchema } from '@prompttee/domain';
import * as z from 'zod/mini';
import { ApiError } from './api-error';

// Read piece by piece: a body that is not quite ours (a proxy's JSON) still gives what it can.
const errorBodySchema = z.object({
  code: z.catch(z.nullable(errorCodeSchema), null),
  message: z.catch(z.nullable(z.string()), null),
  details: z.catch(errorDetailsSchema, {}),
});

/**
 * The ApiError of a non-2xx answer: the contract's code, message and per-field details. A module
 * of its own, loaded when an answer fails: the error contract is not part of a page's first load.
 */
export function apiErrorOf(status: number, json: unknown): ApiError {
  const body = errorBodySchema.parse(typeof json === 'object' && json !== null ? json : {});
  return new ApiError(
    `Request failed with status code ${status}`,
    status,
    body.code,
    body.message,
    body.details,
  );
}
