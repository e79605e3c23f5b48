import type { ErrorCode, ErrorDetails } from '@prompttee/domain';

export type { ErrorCode } from '@prompttee/domain';

/**
 * The HTTP status of each error code (the codes and when each is thrown live in
 * `errorCodeSchema` of `@prompttee/domain`). A `Record` over the enum, so a code added there
 * does not compile here until it has a status.
 */
export const errorStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  IDEMPOTENCY_MISMATCH: 422,
  QUOTA_EXHAUSTED: 429,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  NOT_CONFIGURED: 503,
  DATABASE_UNAVAILABLE: 503,
  IMAGE_WORK_TIMED_OUT: 503,
  INTERNAL: 500,
  INVALID_REDIRECT: 400,
  UNSUPPORTED_IMAGE: 415,
  IMAGE_TOO_LARGE: 413,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
};

/**
 * The one error type use cases throw, with a code of the domain's enum; the central error
 * handler answers `errorStatus[code]`, and the message is safe to show to the customer.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** A 400 (or 404, 410) that names the field, in the error handler's `issues` shape. */
export function fieldError(
  field: string,
  message: string,
  code: 'BAD_REQUEST' | 'NOT_FOUND' | 'GONE' = 'BAD_REQUEST',
) {
  return new AppError(code, `${field}: ${message}`, { issues: [{ field, message }] });
}

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
