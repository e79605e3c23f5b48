import OpenAI from 'openai';
import { AppError } from '../../errors';

/** Why the image service failed, for logs and for the job deciding whether to retry. */
export type ImageServiceFailure =
  'auth' | 'rate_limited' | 'content_policy' | 'bad_request' | 'server' | 'network' | 'bad_response';

const policyCodes = new Set(['content_policy_violation', 'moderation_blocked', 'safety_violation']);

export const imageServiceError = (reason: ImageServiceFailure, message: string, status?: number) =>
  new AppError(reason === 'content_policy' ? 'BAD_REQUEST' : 'UPSTREAM_FAILED', message, {
    vendor: 'openai',
    reason,
    ...(status === undefined ? {} : { status }),
  });

/**
 * Translates the SDK's errors into our AppError with a message that says what to do. The
 * generation job refunds the customer's quota on any of them; the vendor's own text is kept
 * only in the details, since it may mention keys or accounts.
 */
export function toImageServiceError(error: unknown): Error {
  if (error instanceof AppError) return error;
  if (error instanceof OpenAI.APIUserAbortError) return error;
  if (error instanceof OpenAI.APIConnectionError) {
    return imageServiceError('network', 'Could not reach the image service; try again later.');
  }
  if (!(error instanceof OpenAI.APIError)) return error instanceof Error ? error : new Error(String(error));

  const status = error.status ?? 0;
  if (status === 401 || status === 403) {
    return imageServiceError(
      'auth',
      `The image service refused our API key (${status}); check OPENAI_API_KEY.`,
      status,
    );
  }
  if (status === 429) {
    return imageServiceError(
      'rate_limited',
      'The image service is busy or out of credit (429); try again later.',
      status,
    );
  }
  if (
    status === 400 &&
    (policyCodes.has(error.code ?? '') || /safety|content polic|moderation/i.test(error.message))
  ) {
    return imageServiceError(
      'content_policy',
      'The image service refused this prompt under its content policy. Try describing it differently.',
      status,
    );
  }
  if (status >= 500) {
    return imageServiceError('server', `The image service failed (${status}); try again later.`, status);
  }
  return imageServiceError('bad_request', `The image service rejected the request (${status}).`, status);
}
