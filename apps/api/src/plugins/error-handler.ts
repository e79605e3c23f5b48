import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  fieldErrorsOf,
  isErrorCode,
  type ApiError as ErrorBody,
  type ErrorCode,
  type ErrorDetails,
  type Locale,
} from '@prompttee/domain';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorStatus, isDatabaseConnectionError } from '../errors';
import { ImageWorkTimedOutError } from '../images/workers/image-work';
import { translateError, type Untranslated } from '../i18n/errors/translate-error';
import { requestLocale } from './request-locale';

/** The HTTP reason phrase for a status, as Node writes it on the status line. */
export const reasonPhrase = (status: number): string => STATUS_CODES[status] ?? 'Error';

/** An error body of the contract: the status's reason phrase, a code of the domain's enum. */
export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  details?: ErrorDetails,
): ErrorBody {
  return { statusCode, code, error: reasonPhrase(statusCode), message, ...(details ? { details } : {}) };
}

/** A use case names the fields it refuses as `issues`; clients read them per field as `fields`. */
function withFields(details: ErrorDetails | undefined): ErrorDetails | undefined {
  if (!details?.issues || details.fields) return details;
  return { ...details, fields: fieldErrorsOf(details.issues) };
}

/** The message and each issue's message in the request's language; codes and fields stay. */
function translated(body: ErrorBody, locale: Locale, untranslated?: Untranslated): ErrorBody {
  if (locale === 'en') return body;
  const issues = body.details?.issues?.map((issue) => ({
    ...issue,
    message: translateError(issue.message, locale, untranslated),
  }));
  const details = issues ? { ...body.details, issues, fields: fieldErrorsOf(issues) } : body.details;
  return {
    ...body,
    message: translateError(body.message, locale, untranslated),
    ...(details ? { details } : {}),
  };
}

/**
 * One place turns every failure into the JSON error body of the contracts; 5xx text never leaks.
 * Every message goes out in the request's language (requestLocale); codes and fields stay.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const locale = requestLocale(request);
    // A text without a translation still goes out (in English), and the log says which it was.
    const untranslated = (text: string) =>
      request.log.warn({ locale, text }, 'an error message has no text in the request language');
    const body = (...args: Parameters<typeof errorBody>) =>
      translated(errorBody(...args), locale, untranslated);
    if (err instanceof AppError) {
      const retryAfter = err.details?.retryAfter;
      if (err.status === 429 && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      return reply.status(err.status).send(body(err.status, err.code, err.message, withFields(err.details)));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => {
        const where = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
        return { field: where || err.validationContext || 'body', message: v.message ?? 'is invalid' };
      });
      const first = issues[0];
      const message = first ? `${first.field}: ${first.message}` : 'Invalid request';
      // `fields` (first message per field) is the contract's shape; `issues` keeps every message.
      const fields = fieldErrorsOf(issues);
      return reply
        .status(errorStatus.BAD_REQUEST)
        .send(body(errorStatus.BAD_REQUEST, 'BAD_REQUEST', message, { fields, issues }));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(body(500, 'INTERNAL', 'Something went wrong on our side.'));
    }
    if (err instanceof ImageWorkTimedOutError) {
      request.log.warn({ err }, 'image work past its time limit');
      return reply
        .status(errorStatus.IMAGE_WORK_TIMED_OUT)
        .header('retry-after', '30')
        .send(
          body(
            errorStatus.IMAGE_WORK_TIMED_OUT,
            'IMAGE_WORK_TIMED_OUT',
            'Drawing this took longer than we allow. Nothing was saved; try again, or with fewer or smaller layers.',
          ),
        );
    }
    if (isDatabaseConnectionError(err)) {
      // A connection the server ended (restart, failover, an operator's pg_terminate_backend):
      // the pool replaces it, so the same request a moment later works. Nothing half-done stays:
      // the transaction it was in rolled back with the connection.
      request.log.warn({ err }, 'database connection lost during a request');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(
          body(
            503,
            'DATABASE_UNAVAILABLE',
            'The connection to the database was interrupted. Nothing was saved; please try again.',
          ),
        );
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send(body(status, 'INTERNAL', 'Something went wrong on our side.'));
    }
    // Fastify's own 4xx (bad JSON, too large, wrong content type) carry safe messages and keep
    // Fastify's status; a code the enum does not know (a plugin's) is sent as BAD_REQUEST so
    // every body keeps the contract.
    return reply
      .status(status)
      .send(body(status, isErrorCode(err.code) ? err.code : 'BAD_REQUEST', err.message));
  });
}

export function apiNotFound(message = 'Not found'): ErrorBody {
  return errorBody(404, 'NOT_FOUND', message);
}
