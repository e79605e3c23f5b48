import type { ErrorCode, ErrorDetails, FieldErrors } from '@prompttee/domain';

// Kept apart from the client, which parses answers with zod: the query client's retry rule and
// pages that only recognise errors get the class without downloading zod.

/** Codes the client gives itself: no answer at all, or an answer that broke its contract. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** Codes that say the shop or a vendor failed: nothing for the customer to fix, a retry may work. */
const SERVER_FAULTS: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  'INTERNAL',
  'UPSTREAM_FAILED',
  'NOT_CONFIGURED',
  'DATABASE_UNAVAILABLE',
]);

/**
 * Mirrors the HTTP client errors of the spec: 'Network Error' and 'Request failed with status code N'.
 * Callers decide on `code` and `fields`; `serverMessage` is only ever shown, never parsed.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: ApiErrorCode | null = null,
    /** The server's own explanation, safe to show where the spec allows it. */
    readonly serverMessage: string | null = null,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field path -> the server's message for that field; empty when it named none. */
  get fields(): FieldErrors {
    return this.details.fields ?? {};
  }

  /** True when the shop's side failed (or nobody answered), so asking again may work. */
  get retryable(): boolean {
    if (this.code) return this.code === 'NETWORK_ERROR' || SERVER_FAULTS.has(this.code);
    // An answer without our error body (a proxy's or load balancer's page) has only its status.
    return this.status !== null && this.status >= 500;
  }
}
