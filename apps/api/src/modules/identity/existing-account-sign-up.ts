import { generateId, type BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { signUpAnswer } from '@prompttee/domain/sign-up';
import { localeFromAcceptLanguage, type Locale } from '@prompttee/domain';
import type { JobQueue } from '../../ports/job-queue';
import type { UseCaseDeps } from '../use-case-deps';
import { accountKeyOf, consumeRateLimit, type RateLimitRule } from './consume-rate-limit';
import { sendIdentityEmailJob } from './identity-email-job';
import { RESET_IDENTIFIER_PREFIX } from './send-identity-email';

/** The owner of an address hears of sign-up attempts this often at most; more go unmailed. */
export const SIGN_UP_ATTEMPT_MAIL_LIMIT: RateLimitRule = { window: 60 * 60, max: 3 };

type Deps = Pick<UseCaseDeps, 'rateLimits'> & {
  queue: JobQueue;
  logError(err: unknown, msg: string): void;
};

/**
 * Sign-up with an address that already has an account answers like a new account's (200, the same
 * body, after hashing the password at the same cost), not 422 in a few milliseconds, so neither
 * the status, the body nor the time tells which addresses have accounts (OWASP ASVS 5, V6). No
 * session and nothing of the account is given; the owner is mailed a note with a password-reset
 * link instead. A new account's answer keeps its session cookie (the spec signs it in at once)
 * but no longer carries the account or the session token: that cookie is all that differs
 * (docs/decisions/047).
 *
 * better-auth has this answer built in (and an onExistingUserSignUp hook), but only together with
 * requireEmailVerification or autoSignIn: false, which would also stop a new account from being
 * signed in at once as the spec wants. So this runs after the endpoint, turning its
 * USER_ALREADY_EXISTS into the answer: every check before (CSRF, body, e-mail, password length)
 * stays the library's, in its order, for both kinds of address.
 */
export function existingAccountSignUp(deps: Deps): BetterAuthPlugin {
  return {
    id: 'existing-account-sign-up',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            // A new account: the endpoint's session cookie stays, its body gives way to the common one.
            if (isNewAccount(returned)) return ctx.json(signUpAnswer());
            if (!isAPIError(returned) || returned.body?.code !== 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
              return;
            const { email, password } = ctx.body as { email: string; password: string };
            // What a new account costs: its password hashed at the configured cost.
            await ctx.context.password.hash(password);
            const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
            if (found) {
              const lifetime = ctx.context.options.emailAndPassword?.resetPasswordTokenExpiresIn ?? 3600;
              await mailOwner(deps, {
                email: found.user.email,
                locale: localeFromAcceptLanguage(ctx.headers?.get('accept-language')),
                createResetToken: async () => {
                  // A reset token made as request-password-reset makes it, so the link is an ordinary one.
                  const token = generateId(24);
                  const row = await ctx.context.internalAdapter.createVerificationValue({
                    value: found.user.id,
                    identifier: `${RESET_IDENTIFIER_PREFIX}${token}`,
                    expiresAt: new Date(Date.now() + lifetime * 1000),
                  });
                  return row.id;
                },
              });
            }
            // A Response keeps its own status; a plain body would go out with the endpoint's 422.
            return new Response(JSON.stringify(signUpAnswer()), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            });
          }),
        },
      ],
    },
  };
}

/** The endpoint's answer for a new account: its session token and the account. */
const isNewAccount = (returned: unknown) =>
  typeof returned === 'object' && returned !== null && 'token' in returned && 'user' in returned;

async function mailOwner(
  deps: Deps,
  input: { email: string; locale: Locale; createResetToken(): Promise<string> },
) {
  try {
    const account = accountKeyOf(input.email);
    const { allowed } = await consumeRateLimit(deps, {
      key: `account:${account}/sign-up-attempt-mail`,
      rule: SIGN_UP_ATTEMPT_MAIL_LIMIT,
    });
    if (!allowed) return;
    const verificationId = await input.createResetToken();
    await deps.queue.send(sendIdentityEmailJob, {
      kind: 'sign-up-attempt',
      verificationId,
      locale: input.locale,
    });
  } catch (err) {
    // Never in the answer: an error here would tell that the address has an account.
    deps.logError(err, 'could not queue the sign-up attempt e-mail');
  }
}
