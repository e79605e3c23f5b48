import type { Locale } from '@prompttee/domain';
import type { MailMessage } from '../../ports/mailer';
import { renderEmail, type EmailShop } from '../mail';
import { orderEmailTexts } from './order-email-texts';

/** The e-mail a customer gets once, when the parcel leaves the producer with a tracking number. */
export function shippedNoticeEmail(
  shop: EmailShop,
  order: { displayOrderId: string; trackingNumber: string; trackingLink: string },
  locale: Locale = 'en',
): Omit<MailMessage, 'to'> {
  const t = orderEmailTexts(locale);
  const ids = { shop: shop.name, order: order.displayOrderId };
  return {
    subject: t('shippedSubject', ids),
    ...renderEmail({
      shop,
      locale,
      title: t('shippedTitle'),
      intro: [t('shippedIntro', ids), t('shippedFollow')],
      action: { label: t('trackOrder'), url: order.trackingLink },
      rows: [
        { label: t('order'), value: order.displayOrderId },
        { label: t('trackingNumber'), value: order.trackingNumber },
      ],
      outro: [t('historyAnyTime', { url: `${shop.url}/order-history` })],
    }),
  };
}
