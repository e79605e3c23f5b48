import { renderEmail, type EmailShop } from '../mail';
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
export function signInLinkEmail(shop: EmailShop, url: string): Omit<MailMessage, 'to'> {
  return {
    subject: `Your ${shop.name} sign-in link`,
    ...renderEmail({
      shop,
      title: 'Sign in with this link',
      intro: [
        `Someone, maybe you, has tried many wrong passwords for your ${shop.name} account, so signing in with a password is paused for up to an hour. Your password was not changed.`,
        'You can still sign in: the button below signs you in on this device.',
      ],
      action: { label: 'Sign in', url },
      outro: [
        'The link works for 15 minutes and only once.',
        `If the wrong passwords were not yours, consider choosing a new password once you are signed in, and write to ${shop.supportEmail} if anything looks wrong.`,
      ],
    }),
  };
}
