import type { Locale } from '@prompttee/domain';
import type { MailMessage } from '../../ports/mailer';
import { renderEmail, type EmailShop } from '../mail';
import { alertMessage, type AlertKind, type AlertText } from './alert-message';
import { alertTexts } from './alert-texts';

const KIND_NAMES = {
  producer_refused: 'kindProducerRefused',
  duplicate_payment: 'kindDuplicatePayment',
  dead_letter_job: 'kindDeadLetterJob',
  exchange_rate_missing: 'kindExchangeRateMissing',
} as const satisfies Record<AlertKind, string>;

/** The e-mail an operator gets when an alert opens, in their language. */
export function alertEmail(
  shop: EmailShop,
  alert: { kind: AlertKind; ref: string; text: AlertText },
  locale: Locale,
): Omit<MailMessage, 'to'> {
  const t = alertTexts(locale);
  const message = alertMessage(alert.text, locale);
  return {
    subject: t('subject', { shop: shop.name, message }),
    ...renderEmail({
      shop,
      locale,
      title: t('title'),
      intro: [message],
      action: { label: t('openConsole'), url: `${shop.url}/admin` },
      rows: [
        { label: t('kind'), value: t(KIND_NAMES[alert.kind]) },
        { label: t('reference'), value: alert.ref },
      ],
    }),
  };
}
