import { formatEuro } from '@prompttee/domain';
import type { MailMessage } from '../../ports/mailer';
import { renderEmail, type EmailShop } from '../mail';

/** The e-mail a customer gets once, when an operator cancels their order and returns the money. */
export function canceledNoticeEmail(
  shop: EmailShop,
  order: { displayOrderId: string; refundedCents: number },
): Omit<MailMessage, 'to'> {
  return {
    subject: `Your ${shop.name} order ${order.displayOrderId} was canceled and refunded`,
    ...renderEmail({
      shop,
      title: 'Your order was canceled',
      intro: [
        `We canceled your order ${order.displayOrderId} and refunded your payment to the card you paid with.`,
        'Banks usually show a refund within 5 to 10 working days. Nothing will be printed or shipped.',
      ],
      action: { label: 'See your orders', url: `${shop.url}/order-history` },
      rows: [
        { label: 'Order', value: order.displayOrderId },
        { label: 'Refunded', value: formatEuro(order.refundedCents) },
      ],
      outro: [`Questions? Write to ${shop.supportEmail}.`],
    }),
  };
}
