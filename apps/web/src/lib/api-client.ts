import { errorCodeSchema, errorDetailsSchema } from '@prompttee/domain';
import * as z from 'zod/mini';
import { ApiError } from './api-error';
import { authorizedFetch } from './authorized-fetch';

export { ApiError, type ApiErrorCode, type ClientErrorCode } from './api-error';

// Read piece by piece: a body that is not quite ours (a proxy's JSON) still gives what it can.
const errorBodySchema = z.object({
  code: z.catch(z.nullable(errorCodeSchema), null),
  message: z.catch(z.nullable(z.string()), null),
  details: z.catch(errorDetailsSchema, {}),
});

/** The ApiError of a non-2xx answer: the contract's code, message and per-field details. */
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

type RequestOptions<S extends z.ZodMiniType> = {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  schema?: S;
  signal?: AbortSignal;
};

const API_BASE = '/v1';

/** Calls the product API with the signed-in user's bearer ID token and validates the answer. */
export async function api<S extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await authorizedFetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw apiErrorOf(response.status, json);
  if (!options.schema) return json as z.infer<S>;
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) throw new ApiError('Unexpected response format', response.status, 'INVALID_RESPONSE');
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
