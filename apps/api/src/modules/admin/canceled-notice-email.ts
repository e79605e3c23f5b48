import { formatMoney, isOrderStatus, statusRank, type Currency, type Locale } from '@prompttee/domain';
import type { MailMessage } from '../../ports/mailer';
import { renderEmail, type EmailShop } from '../mail';
import { canceledNoticeTexts } from './canceled-notice-texts';

type ShirtFate = 'nothingMade' | 'beingMade' | 'onItsWay' | 'withYou';

/**
 * What happens to the shirt, from the status the order had when it was canceled. Only an order
 * the producer never had can promise that nothing is made; a status we do not know (or none) gets
 * the cautious "may still reach you" rather than a promise the producer might break.
 */
function shirtFate(statusBefore: string | null): ShirtFate {
  if (statusBefore === 'delivered') return 'withYou';
  if (statusBefore === 'shipped' || statusBefore === 'in_transit') return 'onItsWay';
  const rank = statusBefore && isOrderStatus(statusBefore) ? statusRank(statusBefore) : null;
  const beforeProduction = rank !== null && rank < (statusRank('created') ?? 0);
  return beforeProduction ? 'nothingMade' : 'beingMade';
}

/** What the e-mail says happens to the shirt, in `locale`. */
export const shirtAfterRefund = (statusBefore: string | null, locale: Locale = 'en'): string =>
  canceledNoticeTexts(locale)(shirtFate(statusBefore));

/**
 * The e-mail a customer gets once, when an operator cancels their order and returns the money, or
 * returns the money for a defect claim after it shipped (`claim`: the order is not canceled, and
 * the shirt is theirs, on its way or with them, as `statusBefore` says).
 */
export function canceledNoticeEmail(
  shop: EmailShop,
  order: {
    displayOrderId: string;
    /** In minor units of the order's currency. */
    refundedCents: number;
    currency: Currency;
    statusBefore: string | null;
    claim?: boolean;
  },
  locale: Locale = 'en',
): Omit<MailMessage, 'to'> {
  const t = canceledNoticeTexts(locale);
  const ids = { shop: shop.name, order: order.displayOrderId };
  return {
    subject: t(order.claim ? 'claimSubject' : 'subject', ids),
    ...renderEmail({
      shop,
      locale,
      title: t(order.claim ? 'claimTitle' : 'title'),
      intro: [
        t(order.claim ? 'claimRefunded' : 'canceled', ids),
        t('bankTime', { shirt: shirtAfterRefund(order.statusBefore, locale) }),
      ],
      action: { label: t('seeOrders'), url: `${shop.url}/order-history` },
      rows: [
        { label: t('order'), value: order.displayOrderId },
        { label: t('refunded'), value: formatMoney(order.refundedCents, locale, order.currency) },
      ],
      outro: [t('questions', { email: shop.supportEmail })],
    }),
  };
}
