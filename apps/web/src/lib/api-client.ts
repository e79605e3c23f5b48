import type { z } from 'zod';
import { getIdToken } from './id-token';

/** Mirrors the HTTP client errors of the spec: 'Network Error' and 'Request failed with status code N'. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
    /** The server's own explanation, safe to show where the spec allows it. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  schema?: S;
  signal?: AbortSignal;
};

const API_BASE = '/v1';

/** Calls the product API with the signed-in user's bearer ID token and validates the answer. */
export async function api<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const send = async (forceRefresh: boolean) => {
    const token = await getIdToken(forceRefresh);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: options.signal ?? null,
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError('Network Error', null);
    }
  };

  let response = await send(false);
  // A 401 with a cached token means it went stale (keys rotated, clock skew): ask the session for
  // a fresh one once. If there is no session any more, the token layer signs the user out.
  if (response.status === 401) response = await send(true);
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = (json ?? {}) as { code?: string; message?: string };
    throw new ApiError(
      `Request failed with status code ${response.status}`,
      response.status,
      body.code ?? null,
      body.message ?? null,
    );
  }
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
