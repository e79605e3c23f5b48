// The shop's rate limits live in modules/rate-limits; identity uses them for its per-account rules.
export {
  consumeRateLimit,
  type RateLimitDecision,
  type RateLimitRule,
} from '../rate-limits/consume-rate-limit';
