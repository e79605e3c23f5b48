import { clientIpOf, isLoopback } from './client-ip';

type Rule = { window: number; max: number };

/**
 * Per-address limits on the identity endpoints (better-auth, counted in the rate_limit table so
 * every process counts together). A loopback client means no real address is known (a developer,
 * the test suite, or a proxy without TRUST_PROXY): one bucket shared by every customer would let
 * a single abuser lock all of them out, so such requests rely on the per-account limits of
 * auth-hooks.ts instead.
 */
const perAddress = (rule: Rule) => (request: Request) => (isLoopback(clientIpOf(request)) ? false : rule);

export function identityRateLimits() {
  return {
    enabled: true,
    storage: 'database' as const,
    window: 10,
    max: 100,
    customRules: {
      '/sign-in/*': perAddress({ window: 60, max: 10 }),
      // Sign-up tells a new address from a taken one only by the session it opens: 30 an hour
      // lets a household or an office sign up, and caps one client probing at 30 addresses an hour.
      '/sign-up/*': perAddress({ window: 60 * 60, max: 30 }),
      '/request-password-reset': perAddress({ window: 60 * 60, max: 10 }),
      '/reset-password': perAddress({ window: 15 * 60, max: 10 }),
      '/reset-password/*': perAddress({ window: 15 * 60, max: 10 }),
      '/send-verification-email': perAddress({ window: 60 * 60, max: 10 }),
      '/change-password': perAddress({ window: 15 * 60, max: 10 }),
      // Everything else: the library's default of 100 requests per 10 s per path.
      '/**': perAddress({ window: 10, max: 100 }),
    },
  };
}
