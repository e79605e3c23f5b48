import { DEFAULT_LOCALE, type Locale } from '@prompttee/domain';
import { emailShopFromConfig } from '../mail';
import type { UseCaseDeps } from '../use-case-deps';
import type { IdentityEmail } from './identity-email-job';
import {
  passwordChangedEmail,
  passwordResetEmail,
  signUpAttemptEmail,
  verificationEmail,
} from './identity-emails';
import { SIGN_IN_LINK_IDENTIFIER_PREFIX, signInLinkEmail, signInLinkUrl } from './sign-in-link-email';

/** better-auth names a password-reset token's verification row 'reset-password:<token>'. */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/** The address a sign-in link's row was made for (the plugin keeps `{ type, email }` as JSON). */
function signInLinkRecipient(value: string): string | null {
  try {
    const email = (JSON.parse(value) as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

export type IdentityEmailOutcome = 'sent' | 'no-recipient' | 'already-verified' | 'link-gone';

/**
 * Sends one identity e-mail from the queue, written from the database as it is now: a customer
 * who verified meanwhile gets no verification mail, and a reset token that was used or has expired
 * is not mailed (a dead link helps nobody), so no retry outlives its link. A failed send throws and
 * the job's retry tries again; a mail may then arrive twice, which is harmless here. The mail is in
 * the account's chosen language as it is now, else the language of the request that caused it.
 */
export async function sendIdentityEmail(
  deps: Pick<UseCaseDeps, 'identity' | 'mailer' | 'config' | 'clock'>,
  input: {
    email: IdentityEmail;
    /** Signs a fresh e-mail verification token for the customer (the identity service's secret). */
    verificationToken(user: { id: string; email: string }): Promise<string>;
  },
): Promise<IdentityEmailOutcome> {
  const shop = emailShopFromConfig(deps.config);
  const appUrl = (path: string) => new URL(path, deps.config.PUBLIC_URL).toString();
  const { email } = input;
  const languageOf = (account: Locale | null): Locale => account ?? email.locale ?? DEFAULT_LOCALE;

  if (email.kind === 'verification' || email.kind === 'password-changed') {
    const to = await deps.identity.emailOf(email.userId);
    if (!to) return 'no-recipient';
    const locale = languageOf(await deps.identity.localeOf(email.userId));
    if (email.kind === 'password-changed') {
      await deps.mailer.send({ to, ...passwordChangedEmail(shop, appUrl('/login'), locale) });
      return 'sent';
    }
    if (await deps.identity.isEmailVerified(email.userId)) return 'already-verified';
    const token = await input.verificationToken({ id: email.userId, email: to });
    const callback = encodeURIComponent('/profile?verified=1');
    const url = appUrl(`/api/auth/verify-email?token=${token}&callbackURL=${callback}`);
    await deps.mailer.send({ to, ...verificationEmail(shop, url, locale) });
    return 'sent';
  }

  const row = await deps.identity.verificationById(email.verificationId);
  // The token of a row of the job's kind that still works; null once it was used or has expired.
  const liveToken = (prefix: string) =>
    row && row.identifier.startsWith(prefix) && row.expiresAt > deps.clock.now()
      ? row.identifier.slice(prefix.length)
      : null;
  if (email.kind === 'sign-in-link') {
    const token = liveToken(SIGN_IN_LINK_IDENTIFIER_PREFIX);
    if (!token) return 'link-gone';
    const to = signInLinkRecipient(row!.value);
    if (!to) return 'no-recipient';
    const locale = languageOf(await deps.identity.localeOfEmail(to));
    const url = signInLinkUrl(deps.config.PUBLIC_URL, token);
    await deps.mailer.send({ to, ...signInLinkEmail(shop, url, locale) });
    return 'sent';
  }
  const token = liveToken(RESET_IDENTIFIER_PREFIX);
  if (!token) return 'link-gone';
  const to = await deps.identity.emailOf(row!.value);
  if (!to) return 'no-recipient';
  const locale = languageOf(await deps.identity.localeOf(row!.value));
  // The link opens the shop's own page, which posts the token with the new password.
  const resetUrl = appUrl(`/reset-password?token=${token}`);
  const message =
    email.kind === 'password-reset'
      ? passwordResetEmail(shop, resetUrl, locale)
      : signUpAttemptEmail(shop, resetUrl, locale);
  await deps.mailer.send({ to, ...message });
  return 'sent';
}
