import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { authorizedFetch } from './authorized-fetch';

export { ApiError, type ApiErrorCode, type ClientErrorCode } from './api-error';

type RequestOptions<S extends z.ZodMiniType> = {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /**
   * The answer's contract, or its module still loading: a page's first fetch loads its contract
   * beside the request rather than in the page's first load (decision 031).
   */
  schema?: S | Promise<S>;
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
  if (!response.ok) throw (await import('./api-error-body')).apiErrorOf(response.status, json);
  if (!options.schema) return json as z.infer<S>;
  const parsed = (await options.schema).safeParse(json);
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
