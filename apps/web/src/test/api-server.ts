import catalogJson from '@prompttee/catalog/catalog.json';
import { apiErrorSchema, type ApiError, type ErrorCode } from '@prompttee/domain';
import { http, HttpResponse, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type * as z from 'zod/mini';

// The web tests' API: Mock Service Worker answers the app's own fetch calls, so a test runs the
// real client code (URLs, headers, bodies, error parsing) instead of a hand-written fetch stub.

// The static catalogue the shop serves beside the API: the real one, unless a test answers it
// itself (a test's handlers come first).
const catalogFile = http.get('*/catalog/catalog.json', () => HttpResponse.json(catalogJson));

export const apiServer = setupServer(catalogFile);

// A handler's answer that broke its contract: msw turns the throw into a 500, which a test of an
// error path could mistake for its own; the file's next afterEach fails the test by name.
const brokenContracts: string[] = [];

/**
 * Answers this file's API calls with the handlers its tests add (`apiServer.use`), dropped after
 * each test. A call no handler answers fails the test instead of passing unnoticed.
 */
export function mockApi(): typeof apiServer {
  beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    apiServer.resetHandlers();
    const broken = brokenContracts.splice(0);
    if (broken.length) throw new Error(broken.join('\n'));
  });
  afterAll(() => apiServer.close());
  return apiServer;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type ApiRequest = { request: Request; params: PathParams; url: URL };

/**
 * A handler for `METHOD /v1/...` or `/api/...` (the path as msw matches it, `:name` for a
 * parameter) whose answer is checked against the domain contract's schema: a contract change the
 * test data does not follow fails to compile and fails the test. Return a `Response` (see
 * `apiError`) to answer with an error instead. A string literal written inline in an answer that
 * takes no argument is widened before the contract is known: write `'test' as const`, or build the
 * answer with its domain type.
 */
export function onApi<S extends z.ZodMiniType>(
  method: Method,
  path: `/${'v1' | 'api'}/${string}`,
  schema: S,
  resolve: (call: ApiRequest) => z.input<S> | Response | Promise<z.input<S> | Response>,
  status = 200,
) {
  return http[method](`*${path}`, async ({ request, params }) => {
    const reply = await resolve({ request, params, url: new URL(request.url) });
    if (reply instanceof Response) return reply;
    checkContract(`${method.toUpperCase()} ${path}`, schema, reply);
    return HttpResponse.json(reply as never, { status });
  });
}

/**
 * Checks a test's answer against its contract, for a handler that builds its own Response: a
 * mismatch throws (msw answers 500) and fails the test in the file's next afterEach.
 */
export function checkContract(what: string, schema: z.ZodMiniType, body: unknown): void {
  const checked = schema.safeParse(body);
  if (checked.success) return;
  const broken = `The test's answer to ${what} breaks its contract: ${checked.error.message}`;
  brokenContracts.push(broken);
  throw new Error(broken);
}

/** The API's error answer (the contract's body: status, code, reason phrase, message, details). */
export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  details?: ApiError['details'],
): Response {
  const body = apiErrorSchema.parse({
    statusCode: status,
    code,
    error: 'Error',
    message,
    ...(details && { details }),
  });
  return HttpResponse.json(body, { status });
}

/** What the client sent as JSON, for a test that checks the request. */
export const jsonOf = async (request: Request): Promise<unknown> => request.clone().json();
