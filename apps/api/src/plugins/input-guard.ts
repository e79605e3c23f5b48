import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** Deeper JSON than this is refused before it is parsed: no contract nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;

// C0 controls and DEL, except tab, line feed and carriage return (harmless in a prompt); C1 controls.
// PostgreSQL refuses NUL in text outright, and none of them has a place in anything the shop stores.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when the JSON text nests arrays and objects deeper than `max` (strings are skipped). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** The path of the first string (or key) holding a control character, or null. */
export function findControlCharacter(value: unknown, where = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? where || 'value' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = where ? `${where}.${key}` : key;
    if (CONTROL.test(key)) return at;
    const found = findControlCharacter(item, at);
    if (found) return found;
  }
  return null;
}

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * Bad input is refused before any handler (ours or better-auth's) sees it: JSON nested deeper
 * than MAX_JSON_DEPTH (stack overflows further on), and control characters in the body, query,
 * path or Idempotency-Key (a NUL reaching PostgreSQL was a 500). Applies to every route.
 */
export function registerInputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(badRequest(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    (parseJson as (r: typeof request, b: string, d: typeof done) => void)(request, text, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findControlCharacter(request.params, 'path') ??
      findControlCharacter(request.query, 'query') ??
      findControlCharacter(request.headers['idempotency-key'], 'Idempotency-Key') ??
      (Buffer.isBuffer(request.body) ? null : findControlCharacter(request.body, 'body'));
    if (found) return done(badRequest(`${found}: control characters are not allowed`));
    done();
  });
}
