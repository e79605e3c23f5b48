import { formatMoney, type Currency, type Locale } from '@prompttee/domain';
import type { MailMessage } from '../../ports/mailer';
import { renderEmail, type EmailShop } from '../mail';
import { replacementNoticeTexts } from './replacement-notice-texts';

/** The e-mail a customer gets once, when an operator sends a replacement at no charge for a defect. */
export function replacementNoticeEmail(
  shop: EmailShop,
  orders: { displayOrderId: string; replacementDisplayOrderId: string; currency: Currency },
  locale: Locale = 'en',
): Omit<MailMessage, 'to'> {
  const t = replacementNoticeTexts(locale);
  const ids = {
    shop: shop.name,
    order: orders.displayOrderId,
    replacement: orders.replacementDisplayOrderId,
  };
  return {
    subject: t('subject', ids),
    ...renderEmail({
      shop,
      locale,
      title: t('title'),
      intro: [t('sorry', ids), t('next', ids)],
      action: { label: t('seeOrders'), url: `${shop.url}/order-history` },
      rows: [
        { label: t('replacement'), value: orders.replacementDisplayOrderId },
        { label: t('replaces'), value: orders.displayOrderId },
        { label: t('toPay'), value: formatMoney(0, locale, orders.currency), strong: true },
      ],
      outro: [t('questions', { email: shop.supportEmail })],
    }),
  };
}
