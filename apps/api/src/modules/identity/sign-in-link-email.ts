import type { Locale } from '@prompttee/domain';
import { renderEmail, type EmailShop } from '../mail';
import { identityEmailTexts } from './identity-email-texts';
import type { MailMessage } from '../../ports/mailer';

export const SIGN_IN_LINK_LIFETIME_SECONDS = 15 * 60;
/** better-auth's magic-link plugin names a link's verification row 'magic-link:<token>'. */
export const SIGN_IN_LINK_IDENTIFIER_PREFIX = 'magic-link:';

/** Where the link signs the customer in, and where a used or expired link lands. */
export function signInLinkUrl(publicUrl: string, token: string): string {
  const url = new URL('/api/auth/magic-link/verify', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('callbackURL', '/design');
  url.searchParams.set('errorCallbackURL', '/login');
  return url.toString();
}

/** Sent when password sign-in to the account is paused after many wrong guesses (sign-in-budget.ts). */
export function signInLinkEmail(
  shop: EmailShop,
  url: string,
  locale: Locale = 'en',
): Omit<MailMessage, 'to'> {
  const t = identityEmailTexts(locale);
  return {
    subject: t('linkSubject', { shop: shop.name }),
    ...renderEmail({
      shop,
      locale,
      title: t('linkTitle'),
      intro: [t('linkIntro', { shop: shop.name }), t('linkStillSignIn')],
      action: { label: t('signIn'), url },
      outro: [t('linkLifetime'), t('linkNotYou', { email: shop.supportEmail })],
    }),
  };
}
