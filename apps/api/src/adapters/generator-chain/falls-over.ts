import { AppError } from '../../errors';

/**
 * Whether the next provider should try after this one failed: yes for what says nothing about
 * the prompt (out of quota or rate limited, a 5xx, a refused or spent key, a timeout, no
 * connection, a malformed answer); no for a refusal of the prompt itself (content policy), which
 * another model must not be asked to get round, and for the job's own cancellation.
 */
export function fallsOver(error: unknown, jobSignal?: AbortSignal): boolean {
  if (jobSignal?.aborted) return false;
  if (error instanceof AppError)
    return error.code !== 'BAD_REQUEST' || error.details?.reason !== 'content_policy';
  return true;
}
