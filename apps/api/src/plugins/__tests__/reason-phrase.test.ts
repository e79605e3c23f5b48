import { describe, expect, it } from 'vitest';
import { reasonPhrase } from '../error-handler';

describe("an error body's reason phrase", () => {
  it("is Node's, the same words clients have always read", () => {
    expect(
      Object.fromEntries(
        [400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 500, 502, 503].map((s) => [s, reasonPhrase(s)]),
      ),
    ).toEqual({
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Conflict',
      410: 'Gone',
      413: 'Payload Too Large',
      415: 'Unsupported Media Type',
      422: 'Unprocessable Entity',
      429: 'Too Many Requests',
      500: 'Internal Server Error',
      502: 'Bad Gateway',
      503: 'Service Unavailable',
    });
  });

  it('is a plain word for a status HTTP does not name', () => {
    expect(reasonPhrase(499)).toBe('Error');
  });
});
