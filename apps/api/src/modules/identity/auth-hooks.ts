import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { localeFromAcceptLanguage, type Locale } from '@prompttee/domain';
import { z } from 'zod';
import type { UseCaseDeps } from '../use-case-deps';
import { CLIENT_IP_HEADER } from './client-ip';
import { accountKeyOf, consumeRateLimit, type RateLimitRule } from './consume-rate-limit';
import { limitByAddress } from './rate-limits';
import { spendSignInBudget, tooManyAttempts } from './sign-in-budget';
import {
  EMBEDDED_BROWSER_MESSAGE,
  isEmbeddedBrowser,
  isSsoProvider,
  SSO_PROVIDER_NAMES,
  USER_DISABLED_MESSAGE,
  type SsoProvider,
} from '@prompttee/domain';

/**
 * Per-account limits on mail, counted whatever the client's address: they stop mail bombing of
 * one address even from many IPs, or from behind one shared address. Password sign-in has its
 * own budgets (sign-in-budget.ts).
 */
export const ACCOUNT_LIMITS: Record<string, RateLimitRule> = {
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

export const userDisabledError = () =>
  new APIError('FORBIDDEN', { code: 'USER_DISABLED', message: USER_DISABLED_MESSAGE });

/** What the identity service checks before better-auth runs an endpoint. */
export function createIdentityHooks(
  deps: Pick<UseCaseDeps, 'identity' | 'rateLimits'>,
  options: {
    configuredProviders: Set<SsoProvider>;
    /** Mails a sign-in link; `locale` is the attempt's language, for an account that chose none. */
    sendSignInLink: (email: string, locale: Locale) => Promise<void>;
  },
) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    // A request from a client (the shop's own calls to the library carry none) counts first.
    if (ctx.request)
      await limitByAddress(deps, { path: ctx.path, client: ctx.headers?.get(CLIENT_IP_HEADER) });

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

    if (typeof body.email === 'string' && (ctx.path === '/sign-in/email' || ACCOUNT_LIMITS[ctx.path])) {
      const email = body.email.trim().toLowerCase();
      const account = accountKeyOf(email);
      if (ctx.path === '/sign-in/email') {
        const client = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
        const locale = localeFromAcceptLanguage(ctx.headers?.get('accept-language'));
        const sendSignInLink = (to: string) => options.sendSignInLink(to, locale);
        await spendSignInBudget(deps, { account, email, client, sendSignInLink });
      } else {
        // Mail to one address (reset, verification) is limited per account whatever the client.
        const { allowed, retryAfter } = await consumeRateLimit(deps, {
          key: `account:${account}${ctx.path}`,
          rule: ACCOUNT_LIMITS[ctx.path]!,
        });
        if (!allowed) throw tooManyAttempts(retryAfter);
      }
    }

    // The sign-in link is the shop's answer to a paused password sign-in (sign-in-budget.ts),
    // asked for by the shop itself; the public cannot have links mailed to any address.
    if (ctx.path === '/sign-in/magic-link' && ctx.request) {
      throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' });
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
