import { createHash } from 'node:crypto';

// The shop's rate limits live in modules/rate-limits; identity uses them for its per-account rules.
export {
  consumeRateLimit,
  type RateLimitDecision,
  type RateLimitRule,
} from '../rate-limits/consume-rate-limit';

/**
 * The per-account part of a rate-limit key: a hash of the normalised address, the same for an
 * address with or without an account, and never the address itself in the table.
 */
export const accountKeyOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
