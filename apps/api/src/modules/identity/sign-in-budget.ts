import { APIError } from 'better-auth/api';
import type { UseCaseDeps } from '../use-case-deps';
import { consumeRateLimit, type RateLimitRule } from './consume-rate-limit';

/**
 * Password guesses on one account from one client address: ten, then that client waits. It never
 * stops the customer typing the right password somewhere else.
 */
export const CLIENT_SIGN_IN_LIMIT: RateLimitRule = { window: 15 * 60, max: 10 };

/**
 * Password guesses on one account from all addresses together. Once spent, nobody signs in to the
 * account with a password until the window reopens, right password or not (an answer that differed
 * would let the guessing go on); the owner is e-mailed a one-time sign-in link instead, so spending
 * the budget cannot lock the customer out.
 */
export const ACCOUNT_SIGN_IN_BUDGET: RateLimitRule = { window: 60 * 60, max: 20 };

/** One sign-in link per account in this long, however often the paused sign-in is tried. */
const SIGN_IN_LINK_LIMIT: RateLimitRule = { window: 15 * 60, max: 1 };

export const SIGN_IN_LINK_SENT_MESSAGE =
  'To protect this account, signing in with a password is paused for a while. If an account uses this address, we have e-mailed it a link to sign in.';

export const tooManyAttempts = (retryAfter: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again later.' },
    { 'X-Retry-After': String(retryAfter), 'Retry-After': String(retryAfter) },
  );

/**
 * Counts a password sign-in against the client's and the account's budgets; throws when either is
 * spent. `account` is a hash of the normalised address, so an unknown address is treated exactly
 * like a known one.
 */
export async function spendSignInBudget(
  deps: Pick<UseCaseDeps, 'rateLimits'>,
  input: { account: string; email: string; client: string; sendSignInLink: (email: string) => Promise<void> },
): Promise<void> {
  const { account, client } = input;
  const own = await consumeRateLimit(deps, {
    key: `account:${account}:client:${client}/sign-in/email`,
    rule: CLIENT_SIGN_IN_LIMIT,
  });
  if (!own.allowed) throw tooManyAttempts(own.retryAfter);
  const all = await consumeRateLimit(deps, {
    key: `account:${account}/sign-in/email:budget`,
    rule: ACCOUNT_SIGN_IN_BUDGET,
  });
  if (all.allowed) return;
  const link = await consumeRateLimit(deps, {
    key: `account:${account}:sign-in-link`,
    rule: SIGN_IN_LINK_LIMIT,
  });
  // Sent after the answer, so the answer takes as long whether or not the address has an account.
  if (link.allowed) void input.sendSignInLink(input.email);
  throw new APIError('FORBIDDEN', { code: 'SIGN_IN_LINK_SENT', message: SIGN_IN_LINK_SENT_MESSAGE });
}
