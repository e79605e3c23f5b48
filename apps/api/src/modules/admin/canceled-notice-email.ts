import { formatMoney, isOrderStatus, statusRank, type Currency } from '@prompttee/domain';
import type { MailMessage } from '../../ports/mailer';
import { renderEmail, type EmailShop } from '../mail';

const NOTHING_MADE = 'Nothing will be printed or shipped.';
const BEING_MADE =
  'Your shirt was already being made, so it may still be printed and reach you: if it does, it is yours to keep, and your money is returned all the same.';
const ON_ITS_WAY =
  'Your shirt is already on its way to you: it is yours to keep, and your money is returned all the same.';
const WITH_YOU = 'Your shirt is already with you and is yours to keep; your money is returned all the same.';

/**
 * What happens to the shirt, from the status the order had when it was canceled. Only an order
 * the producer never had can promise that nothing is made; a status we do not know (or none) gets
 * the cautious "may still reach you" rather than a promise the producer might break.
 */
export function shirtAfterRefund(statusBefore: string | null): string {
  if (statusBefore === 'delivered') return WITH_YOU;
  if (statusBefore === 'shipped' || statusBefore === 'in_transit') return ON_ITS_WAY;
  const rank = statusBefore && isOrderStatus(statusBefore) ? statusRank(statusBefore) : null;
  const beforeProduction = rank !== null && rank < (statusRank('created') ?? 0);
  return beforeProduction ? NOTHING_MADE : BEING_MADE;
}

/** The e-mail a customer gets once, when an operator cancels their order and returns the money. */
export function canceledNoticeEmail(
  shop: EmailShop,
  order: {
    displayOrderId: string;
    /** In minor units of the order's currency. */
    refundedCents: number;
    currency: Currency;
    statusBefore: string | null;
  },
): Omit<MailMessage, 'to'> {
  return {
    subject: `Your ${shop.name} order ${order.displayOrderId} was canceled and refunded`,
    ...renderEmail({
      shop,
      title: 'Your order was canceled',
      intro: [
        `We canceled your order ${order.displayOrderId} and refunded your payment to the card you paid with.`,
        `Banks usually show a refund within 5 to 10 working days. ${shirtAfterRefund(order.statusBefore)}`,
      ],
      action: { label: 'See your orders', url: `${shop.url}/order-history` },
      rows: [
        { label: 'Order', value: order.displayOrderId },
        { label: 'Refunded', value: formatMoney(order.refundedCents, 'en', order.currency) },
      ],
      outro: [`Questions? Write to ${shop.supportEmail}.`],
    }),
  };
}
