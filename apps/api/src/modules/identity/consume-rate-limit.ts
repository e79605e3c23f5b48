import type { UseCaseDeps } from '../use-case-deps';
import type { RateLimitRule } from './identity-repository';

export type { RateLimitRule };
export type RateLimitDecision = { allowed: boolean; retryAfter: number };

/**
 * Counts one attempt against `key` (shared by every process on the database) and decides: allowed
 * while the window's count is within `rule.max`, else refused with the seconds until it reopens.
 */
export async function consumeRateLimit(
  deps: Pick<UseCaseDeps, 'identity'>,
  input: { key: string; rule: RateLimitRule; now?: number },
): Promise<RateLimitDecision> {
  const { key, rule, now = Date.now() } = input;
  const { count, lastRequest } = await deps.identity.countAttempt(key, rule, now);
  const allowed = count <= rule.max;
  const retryAfter = allowed ? 0 : Math.max(1, Math.ceil((lastRequest + rule.window * 1000 - now) / 1000));
  return { allowed, retryAfter };
}
