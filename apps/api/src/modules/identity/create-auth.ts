import { betterAuth } from 'better-auth';
import { localeFromAcceptLanguage, type Locale } from '@prompttee/domain';
import { jwt, magicLink } from 'better-auth/plugins';
import type { Config } from '../../config';
import type { JobQueue } from '../../ports/job-queue';
import { answerFloor } from './answer-floor';
import { createIdentityHooks, userDisabledError } from './auth-hooks';
import { CLIENT_IP_HEADER } from './client-ip';
import type { RateLimitRepository } from '../rate-limits/rate-limit-repository';
import { existingAccountSignUp } from './existing-account-sign-up';
import { sendIdentityEmailJob, type IdentityEmail } from './identity-email-job';
import { RESET_LINK_LIFETIME_SECONDS, VERIFICATION_LINK_LIFETIME_SECONDS } from './identity-emails';
import type { IdentityRepository } from './identity-repository';
import { createPasswordHasher, verifyPassword } from './password-hashing';
import { passwordPolicy } from './password-policy';
import { RESET_IDENTIFIER_PREFIX } from './send-identity-email';
import { SIGN_IN_LINK_IDENTIFIER_PREFIX, SIGN_IN_LINK_LIFETIME_SECONDS } from './sign-in-link-email';
import { configuredSsoProviders, socialProvidersFromConfig } from './social-providers';

export const ID_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** A reset request is answered this long after it began, known address or not (answer-floor.ts). */
export const RESET_REQUEST_FLOOR_MS = 500;

export type AuthDeps = {
  config: Config;
  identity: IdentityRepository;
  rateLimits: RateLimitRepository;
  /** Every identity mail (verification, reset, password changed, sign-in link...) is a queued job, retried while mail is down. */
  queue: JobQueue;
  secret: string;
  /** Where failures of background work (sending mail) are reported. */
  logError?: (err: unknown, msg: string) => void;
};

/** The language of the request that causes an identity e-mail (better-auth hands its headers on). */
const languageOf = (headers: Headers | null | undefined): Locale =>
  localeFromAcceptLanguage(headers?.get('accept-language'));

/** The shop's identity service (better-auth on our own database), mounted at /api/auth. */
export function createAuth({ config, identity, rateLimits, queue, secret, logError = () => {} }: AuthDeps) {
  // A failure to queue is logged, never answered: only known addresses queue mail, so an error in
  // the answer would tell which addresses have accounts.
  const enqueue = (email: IdentityEmail) =>
    queue.send(sendIdentityEmailJob, email).then(
      () => undefined,
      (err: unknown) => logError(err, `could not queue the ${email.kind} e-mail`),
    );

  // A mail carrying a token names the token's verification row, never the token itself.
  const enqueueForToken = async (
    kind: 'password-reset' | 'sign-in-link',
    identifier: string,
    locale: Locale,
  ) => {
    const verificationId = await identity.verificationIdOf(identifier);
    if (verificationId) await enqueue({ kind, verificationId, locale });
    else logError(null, `the ${kind} token just made is not in the verification table`);
  };

  // Mails a one-time sign-in link to an account whose password sign-in is paused; set once the
  // library (which makes the link) exists, and only for addresses that have an account.
  const signInLinks: { send?: (email: string, locale: Locale) => Promise<void> } = {};

  const auth = betterAuth({
    appName: config.SHOP_NAME,
    baseURL: config.PUBLIC_URL,
    // PUBLIC_URL's origin, or while it is unset both local names of this port (config.ts).
    trustedOrigins: config.trustedOrigins,
    basePath: '/api/auth',
    secret,
    database: identity.betterAuthAdapter(),
    user: {
      additionalFields: { disabled: { type: 'boolean', required: false, defaultValue: false, input: false } },
    },
    emailAndPassword: {
      enabled: true,
      ...passwordPolicy,
      password: { hash: createPasswordHasher(config.PASSWORD_SCRYPT_LOG_N), verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The job names the token's row, not the token: the link is written when the mail goes out.
      // The answer waits for a fixed floor (answerFloor below), so this work does not show.
      sendResetPassword: ({ token }, request) =>
        enqueueForToken('password-reset', `${RESET_IDENTIFIER_PREFIX}${token}`, languageOf(request?.headers)),
      onPasswordReset: async ({ user }, request) => {
        await enqueue({ kind: 'password-changed', userId: user.id, locale: languageOf(request?.headers) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_LIFETIME_SECONDS,
      // The worker signs a fresh token when the mail goes out: the job holds no link.
      sendVerificationEmail: async ({ user }, request) => {
        await enqueue({ kind: 'verification', userId: user.id, locale: languageOf(request?.headers) });
      },
    },
    socialProviders: socialProvidersFromConfig(config),
    databaseHooks: {
      session: {
        create: {
          // Spec section 4: a disabled user cannot sign in, by any method.
          before: async (session) => {
            if (await identity.isDisabled(session.userId)) throw userDisabledError();
          },
        },
      },
    },
    hooks: {
      before: createIdentityHooks(
        { identity, rateLimits },
        {
          configuredProviders: configuredSsoProviders(config),
          sendSignInLink: (email, locale) => signInLinks.send?.(email, locale) ?? Promise.resolve(),
        },
      ),
    },
    // Counted by the shop's own limiter, in the hooks above (rate-limits.ts).
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The library skips origin and CSRF checks under a test runner; say so explicitly, so the
      // tests run the same checks as production (no open redirects, no cross-site posts).
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [
      existingAccountSignUp({ rateLimits, queue, logError }),
      answerFloor({ paths: ['/request-password-reset'], floorMs: RESET_REQUEST_FLOOR_MS }),
      magicLink({
        disableSignUp: true,
        // Stored as better-auth stores reset tokens, so the queued job can name the row and the
        // worker write the link when the mail goes out (see identity-email-job.ts).
        storeToken: 'plain',
        expiresIn: SIGN_IN_LINK_LIFETIME_SECONDS,
        sendMagicLink: ({ token }, ctx) =>
          enqueueForToken(
            'sign-in-link',
            `${SIGN_IN_LINK_IDENTIFIER_PREFIX}${token}`,
            languageOf(ctx?.headers),
          ),
      }),
      jwt({
        // The SPA asks /token for its ID token; signing one into every get-session answer is waste.
        disableSettingJwtHeader: true,
        jwt: {
          issuer: config.PUBLIC_URL,
          audience: `${config.PUBLIC_URL}/v1`,
          expirationTime: `${ID_TOKEN_LIFETIME_SECONDS}s`,
          definePayload: ({ user, session }) => ({ email: user.email, sid: session.id }),
        },
      }),
    ],
    // The library's own console output goes to our log; its warnings (a wrong password...) are noise.
    logger: { level: 'error', log: (_level, message, ...args) => logError(args[0], message) },
    telemetry: { enabled: false },
  });
  signInLinks.send = async (email, locale) => {
    try {
      const { internalAdapter } = await auth.$context;
      const found = await internalAdapter.findUserByEmail(email);
      if (!found || (found.user as { disabled?: boolean }).disabled) return;
      await auth.api.signInMagicLink({
        body: { email, callbackURL: '/design', errorCallbackURL: '/login' },
        // The language of the sign-in attempt, for an account that chose none.
        headers: new Headers({ 'accept-language': locale }),
      });
    } catch (err) {
      logError(err, 'could not send a sign-in link');
    }
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
