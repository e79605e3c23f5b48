import type { MailMessage } from '../../ports/mailer';
import { renderEmail, type EmailShop } from '../mail';

/** The e-mail a customer gets once, when the parcel leaves the producer with a tracking number. */
export function shippedNoticeEmail(
  shop: EmailShop,
  order: { displayOrderId: string; trackingNumber: string; trackingLink: string },
): Omit<MailMessage, 'to'> {
  return {
    subject: `Your ${shop.name} order ${order.displayOrderId} has shipped`,
    ...renderEmail({
      shop,
      title: 'Your order has shipped',
      intro: [
        `Good news: your order ${order.displayOrderId} has left the print shop and is on its way to you.`,
        'Follow the parcel with the tracking link below. It can take a few hours before the carrier shows the first update.',
      ],
      action: { label: 'Track your order', url: order.trackingLink },
      rows: [
        { label: 'Order', value: order.displayOrderId },
        { label: 'Tracking number', value: order.trackingNumber },
      ],
      outro: [`Your order history shows its status any time: ${shop.url}/order-history`],
    }),
  };
}
