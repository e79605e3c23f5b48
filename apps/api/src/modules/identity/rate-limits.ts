import { APIError } from 'better-auth/api';
import type { UseCaseDeps } from '../use-case-deps';
import { isLoopback } from './client-ip';
import { consumeRateLimit, type RateLimitRule } from './consume-rate-limit';

/**
 * Per-address limits on the identity endpoints, counted by the shop's own limiter
 * (modules/rate-limits: one atomic statement per attempt in shop_rate_limits, so every process
 * counts together and concurrent attempts never slip past the limit, as the library's
 * read-then-write storage let them). The first rule whose path matches applies, per path.
 */
const ADDRESS_LIMITS: [matches: (path: string) => boolean, rule: RateLimitRule][] = [
  [(path) => path.startsWith('/sign-in/'), { window: 60, max: 10 }],
  // Sign-up tells a new address from a taken one only by the session it opens: 30 an hour
  // lets a household or an office sign up, and caps one client probing at 30 addresses an hour.
  [(path) => path.startsWith('/sign-up/'), { window: 60 * 60, max: 30 }],
  [(path) => path === '/request-password-reset', { window: 60 * 60, max: 10 }],
  [(path) => path === '/reset-password' || path.startsWith('/reset-password/'), { window: 15 * 60, max: 10 }],
  [(path) => path === '/send-verification-email', { window: 60 * 60, max: 10 }],
  [(path) => path === '/change-password', { window: 15 * 60, max: 10 }],
  // Everything else: 100 requests per 10 s per path.
  [() => true, { window: 10, max: 100 }],
];

/** better-auth's own answer when a limit is reached (kept for the clients that know it), with the standard Retry-After too. */
const tooManyRequests = (retryAfter: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { message: 'Too many requests. Please try again later.' },
    { 'X-Retry-After': String(retryAfter), 'Retry-After': String(retryAfter) },
  );

/**
 * Counts a request to an identity endpoint against its client's address, and refuses it past the
 * path's limit. A loopback client means no real address is known (a developer, the test suite,
 * or a proxy without TRUST_PROXY): one bucket shared by every customer would let a single abuser
 * lock all of them out, so such requests rely on the per-account limits of auth-hooks.ts instead.
 */
export async function limitByAddress(
  deps: Pick<UseCaseDeps, 'rateLimits'>,
  input: { path: string; client: string | null | undefined },
): Promise<void> {
  const { path, client } = input;
  if (!client || isLoopback(client)) return;
  const [, rule] = ADDRESS_LIMITS.find(([matches]) => matches(path))!;
  const { allowed, retryAfter } = await consumeRateLimit(deps, { key: `address:${client}:${path}`, rule });
  if (!allowed) throw tooManyRequests(retryAfter);
}
