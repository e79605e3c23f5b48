import { createHash } from 'node:crypto';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { UseCaseDeps } from '../use-case-deps';
import { CLIENT_IP_HEADER } from './client-ip';
import { consumeRateLimit, type RateLimitRule } from './consume-rate-limit';
import {
  EMBEDDED_BROWSER_MESSAGE,
  isEmbeddedBrowser,
  isSsoProvider,
  SSO_PROVIDER_NAMES,
  USER_DISABLED_MESSAGE,
  type SsoProvider,
} from '@prompttee/domain';

/**
 * Per-account limits, counted whatever the client's address: they stop password guessing and
 * mail bombing of one address even from many IPs, or from behind one shared address.
 */
export const ACCOUNT_LIMITS: Record<string, RateLimitRule> = {
  '/sign-in/email': { window: 15 * 60, max: 10 },
  '/request-password-reset': { window: 60 * 60, max: 5 },
  '/send-verification-email': { window: 60 * 60, max: 5 },
};

/** A customer's display name: at most this many characters, zero-width ones not counted. */
export const NAME_MAX = 100;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** The profile fields better-auth stores as given: the name is bounded, the image https only. */
function checkProfileFields(body: Record<string, unknown>, path: string): void {
  const bad = (code: string, message: string) => new APIError('BAD_REQUEST', { code, message });
  if ('name' in body && (path === '/sign-up/email' || body.name !== undefined)) {
    const name = body.name;
    if (typeof name !== 'string') throw bad('INVALID_NAME', 'Name must be text');
    const visible = name.replace(ZERO_WIDTH, '').trim();
    if (visible.length > NAME_MAX) {
      throw bad('INVALID_NAME', `Name cannot exceed ${NAME_MAX} characters`);
    }
    if (/\p{Cc}/u.test(name)) throw bad('INVALID_NAME', 'Name cannot contain control characters');
  }
  const image = body.image;
  if (image !== undefined && image !== null) {
    let ok = typeof image === 'string' && image.length <= 2048;
    if (ok) {
      try {
        ok = new URL(image as string).protocol === 'https:';
      } catch {
        ok = false;
      }
    }
    if (!ok) throw bad('INVALID_IMAGE', 'The profile image must be an https:// URL');
  }
}

const SLOWDOWN_MAX_MS = 8000;

export const userDisabledError = () =>
  new APIError('FORBIDDEN', { code: 'USER_DISABLED', message: USER_DISABLED_MESSAGE });

/** What the identity service checks before better-auth runs an endpoint. */
export function createIdentityHooks(
  deps: Pick<UseCaseDeps, 'identity' | 'rateLimits'>,
  options: { configuredProviders: Set<SsoProvider> },
) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;

    if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw new APIError('BAD_REQUEST', { code: 'INVALID_BODY', message: 'Expected a JSON object' });
      }
      checkProfileFields(body, ctx.path);
    }

    if (ctx.path === '/sign-in/social' || ctx.path === '/link-social') {
      const provider = body.provider;
      if (!isSsoProvider(provider)) {
        throw new APIError('BAD_REQUEST', { code: 'INVALID_PROVIDER', message: 'Invalid provider' });
      }
      if (isEmbeddedBrowser(ctx.headers?.get('user-agent'))) {
        throw new APIError('BAD_REQUEST', { code: 'EMBEDDED_BROWSER', message: EMBEDDED_BROWSER_MESSAGE });
      }
      if (!options.configuredProviders.has(provider)) {
        throw new APIError('BAD_REQUEST', {
          code: 'PROVIDER_NOT_CONFIGURED',
          message: `Sign-in with ${SSO_PROVIDER_NAMES[provider]} is not available yet. Please use your email and password.`,
        });
      }
    }

    // Sign-in answers a malformed address with INVALID_EMAIL; sign-up now does the same, so the
    // login card maps one code to 'Please enter a valid email address'.
    if (
      ctx.path === '/sign-up/email' &&
      typeof body.email === 'string' &&
      !z.email().safeParse(body.email).success
    ) {
      throw new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message: 'Invalid email' });
    }

    const limit = ACCOUNT_LIMITS[ctx.path];
    if (limit && typeof body.email === 'string') {
      const account = createHash('sha256').update(body.email.trim().toLowerCase()).digest('hex');
      const tooMany = (retryAfter: number) =>
        new APIError(
          'TOO_MANY_REQUESTS',
          { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again later.' },
          { 'X-Retry-After': String(retryAfter), 'Retry-After': String(retryAfter) },
        );
      if (ctx.path === '/sign-in/email') {
        // Counted per account AND client: ten wrong passwords lock that client out of that
        // account, never the customer typing the right one elsewhere.
        const client = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
        const own = await consumeRateLimit(deps, {
          key: `account:${account}:client:${client}${ctx.path}`,
          rule: limit,
        });
        if (!own.allowed) throw tooMany(own.retryAfter);
        // Guessing from many addresses: every attempt on the account beyond the limit waits
        // longer (0.25 s, doubling, at most 8 s), which slows a distributed guess without a lock.
        const all = await consumeRateLimit(deps, { key: `account:${account}${ctx.path}`, rule: limit });
        const beyond = all.count - limit.max;
        if (beyond > 0)
          await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** (beyond - 1), SLOWDOWN_MAX_MS)));
      } else {
        // Mail to one address (reset, verification) is limited per account whatever the client.
        const { allowed, retryAfter } = await consumeRateLimit(deps, {
          key: `account:${account}${ctx.path}`,
          rule: limit,
        });
        if (!allowed) throw tooMany(retryAfter);
      }
    }

    // Spec section 4: a disabled user is signed out. Their session cookie stops yielding a
    // session or an ID token, and every session they had is revoked.
    if (ctx.path === '/token' || ctx.path === '/get-session') {
      const session = await getSessionFromCtx(ctx);
      if ((session?.user as { disabled?: boolean } | undefined)?.disabled) {
        await ctx.context.internalAdapter.deleteUserSessions(session!.user.id);
        deleteSessionCookie(ctx);
        throw userDisabledError();
      }
    }

    // Changing the password ends every other session, whatever the client asked for.
    if (ctx.path === '/change-password') {
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
  });
}
