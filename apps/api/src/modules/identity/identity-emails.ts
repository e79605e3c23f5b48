import { renderEmail, type EmailShop } from '../mail';
import type { MailMessage } from '../../ports/mailer';

type Email = Omit<MailMessage, 'to'>;

export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
export const VERIFICATION_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

export function verificationEmail(shop: EmailShop, url: string): Email {
  return {
    subject: `Verify your email address for ${shop.name}`,
    ...renderEmail({
      shop,
      title: 'Confirm your email address',
      intro: [
        `Welcome to ${shop.name}! Please confirm that this is your email address, so we can send you order confirmations and shipping updates.`,
      ],
      action: { label: 'Verify email address', url },
      outro: [
        'The link works for 24 hours.',
        `If you did not create an account at ${shop.name}, you can ignore this message.`,
      ],
    }),
  };
}

export function passwordResetEmail(shop: EmailShop, url: string): Email {
  return {
    subject: `Reset your ${shop.name} password`,
    ...renderEmail({
      shop,
      title: 'Reset your password',
      intro: [
        `We received a request to reset the password of your ${shop.name} account. Choose a new password with the button below.`,
      ],
      action: { label: 'Set a new password', url },
      outro: [
        'The link works for one hour and only once. Setting a new password signs you out on every device.',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
    }),
  };
}

export function passwordChangedEmail(shop: EmailShop, loginUrl: string): Email {
  return {
    subject: `Your ${shop.name} password was changed`,
    ...renderEmail({
      shop,
      title: 'Your password was changed',
      intro: [
        `The password of your ${shop.name} account was just changed, and every device that was signed in has been signed out.`,
      ],
      action: { label: 'Log in', url: loginUrl },
      outro: [`If this was not you, reset your password at once and write to ${shop.supportEmail}.`],
    }),
  };
}

/** To an account's owner when someone signs up with their address: no second account, a way back in. */
export function signUpAttemptEmail(shop: EmailShop, resetUrl: string): Email {
  return {
    subject: `Someone tried to sign up at ${shop.name} with your email address`,
    ...renderEmail({
      shop,
      title: 'You already have an account',
      intro: [
        `Someone, perhaps you, just tried to create a ${shop.name} account with this email address. It already belongs to your account, so no new account was made and nothing changed.`,
        'If you forgot your password, set a new one with the button below.',
      ],
      action: { label: 'Set a new password', url: resetUrl },
      outro: [
        'The link works for one hour and only once.',
        'If this was not you, ignore this message: your password stays as it is.',
      ],
    }),
  };
}
