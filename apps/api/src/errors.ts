/**
 * The one error type use cases throw. Each code says when it is thrown; the central error handler
 * maps it to an HTTP status and the message is safe to show to the customer.
 */
export const errorCodes = {
  /** The request is malformed or breaks a rule; the message names the field. */
  BAD_REQUEST: 400,
  /** No valid bearer token or session. */
  UNAUTHORIZED: 401,
  /** Authenticated but not allowed (disabled account, feature refused). */
  FORBIDDEN: 403,
  /** The thing does not exist, or belongs to another user. */
  NOT_FOUND: 404,
  /** The request conflicts with the current state (e.g. an order no longer awaiting payment). */
  CONFLICT: 409,
  /** A design expired or a payment session closed. */
  GONE: 410,
  /** An Idempotency-Key reused with a different request body (Stripe answers the same). */
  IDEMPOTENCY_MISMATCH: 422,
  /** A quota or rate limit is used up. */
  QUOTA_EXHAUSTED: 429,
  /** A vendor (payment, producer, image API) failed; safe to retry later. */
  UPSTREAM_FAILED: 502,
  /** A feature is not configured on this server. */
  NOT_CONFIGURED: 503,
  /** The database connection failed mid-request; nothing was half-done, safe to retry. */
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorCodes[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
