import type { Locale } from '@prompttee/domain';
import { renderEmail, type EmailShop } from '../mail';
import type { MailMessage } from '../../ports/mailer';
import { identityEmailTexts } from './identity-email-texts';

type Email = Omit<MailMessage, 'to'>;

export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
export const VERIFICATION_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

export function verificationEmail(shop: EmailShop, url: string, locale: Locale = 'en'): Email {
  const t = identityEmailTexts(locale);
  return {
    subject: t('verifySubject', { shop: shop.name }),
    ...renderEmail({
      shop,
      locale,
      title: t('verifyTitle'),
      intro: [t('verifyIntro', { shop: shop.name })],
      action: { label: t('verifyAction'), url },
      outro: [t('verifyLifetime'), t('verifyNotYou', { shop: shop.name })],
    }),
  };
}

export function passwordResetEmail(shop: EmailShop, url: string, locale: Locale = 'en'): Email {
  const t = identityEmailTexts(locale);
  return {
    subject: t('resetSubject', { shop: shop.name }),
    ...renderEmail({
      shop,
      locale,
      title: t('resetTitle'),
      intro: [t('resetIntro', { shop: shop.name })],
      action: { label: t('setNewPassword'), url },
      outro: [t('resetLifetime'), t('resetNotYou')],
    }),
  };
}

export function passwordChangedEmail(shop: EmailShop, loginUrl: string, locale: Locale = 'en'): Email {
  const t = identityEmailTexts(locale);
  return {
    subject: t('changedSubject', { shop: shop.name }),
    ...renderEmail({
      shop,
      locale,
      title: t('changedTitle'),
      intro: [t('changedIntro', { shop: shop.name })],
      action: { label: t('logIn'), url: loginUrl },
      outro: [t('changedNotYou', { email: shop.supportEmail })],
    }),
  };
}

/** To an account's owner when someone signs up with their address: no second account, a way back in. */
export function signUpAttemptEmail(shop: EmailShop, resetUrl: string, locale: Locale = 'en'): Email {
  const t = identityEmailTexts(locale);
  return {
    subject: t('attemptSubject', { shop: shop.name }),
    ...renderEmail({
      shop,
      locale,
      title: t('attemptTitle'),
      intro: [t('attemptIntro', { shop: shop.name }), t('attemptForgot')],
      action: { label: t('setNewPassword'), url: resetUrl },
      outro: [t('oneHourOnce'), t('attemptNotYou')],
    }),
  };
}
