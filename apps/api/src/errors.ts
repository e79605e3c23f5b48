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
  /** Too many requests in a short time; `details.retryAfter` says how many seconds to wait. */
  RATE_LIMITED: 429,
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

// SQLSTATEs of a connection the server ended (admin_shutdown, crash_shutdown, cannot_connect_now,
// connection_exception, connection_does_not_exist, connection_failure) and the driver's messages.
const CONNECTION_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);
const CONNECTION_MESSAGES =
  /connection terminated|terminating connection|connection ended|client has encountered a connection error|ECONNRESET|ECONNREFUSED|EPIPE|Client was closed and is not queryable/i;

/**
 * True when `err` (or what it wraps: Drizzle wraps the driver's error as `cause`) says the
 * database connection went away mid-request, as opposed to a query the database refused.
 */
export function isDatabaseConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (CONNECTION_SQLSTATES.has(code) || /^E(CONNRESET|CONNREFUSED|PIPE)$/.test(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
