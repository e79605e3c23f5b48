import { AppError } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import type { RateLimitRule } from './rate-limit-repository';

export type { RateLimitRule };
export type RateLimitDecision = { allowed: boolean; retryAfter: number; count: number };

/**
 * Counts one attempt against `key` (shared by every process on the database) and decides: allowed
 * while the window's count is within `rule.max`, else refused with the seconds until it reopens.
 */
export async function consumeRateLimit(
  deps: Pick<UseCaseDeps, 'rateLimits'>,
  input: { key: string; rule: RateLimitRule; now?: number },
): Promise<RateLimitDecision> {
  const { key, rule, now = Date.now() } = input;
  const { count, resetAt } = await deps.rateLimits.countAttempt(key, rule, now);
  // Now and then, forget windows closed for a day: one row per key would otherwise only grow.
  if (Math.random() < 0.01) await deps.rateLimits.purge(now - 24 * 3600_000).catch(() => {});
  const allowed = count <= rule.max;
  const retryAfter = allowed ? 0 : Math.max(1, Math.ceil((resetAt - now) / 1000));
  return { allowed, retryAfter, count };
}

/** The /v1 writes a customer may make, each with its own per-customer limit. */
export const USER_WRITE_LIMITS = {
  'design-create': { window: 60, max: 60 },
  'address-create': { window: 60, max: 60 },
  'order-create': { window: 60, max: 60 },
  'profile-update': { window: 60, max: 60 },
} satisfies Record<string, RateLimitRule>;

export type UserWrite = keyof typeof USER_WRITE_LIMITS;

/** 429 RATE_LIMITED (with the seconds to wait, sent as Retry-After) once a customer's limit is used. */
export async function limitUserWrite(
  deps: Pick<UseCaseDeps, 'rateLimits'>,
  input: { userId: string; action: UserWrite },
): Promise<void> {
  const { allowed, retryAfter } = await consumeRateLimit(deps, {
    key: `user:${input.userId}:${input.action}`,
    rule: USER_WRITE_LIMITS[input.action],
  });
  if (!allowed) {
    throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', {
      retryAfter,
    });
  }
}

/**
 * Spends one of `max` a UTC day under `key` (shared by every process on the database): false once
 * the day's are spent. The day is in the key, so the count starts again at midnight UTC.
 */
export async function spendDailyAllowance(
  deps: Pick<UseCaseDeps, 'rateLimits'>,
  input: { key: string; max: number; now?: number },
): Promise<boolean> {
  const now = input.now ?? Date.now();
  const day = new Date(now).toISOString().slice(0, 10);
  const { allowed } = await consumeRateLimit(deps, {
    key: `${input.key}:${day}`,
    rule: { window: 24 * 3600, max: input.max },
    now,
  });
  return allowed;
}
