import {
  countryName,
  formatMoney,
  vatLine,
  WITHDRAWAL_NOTICE,
  type AddressSnapshot,
  type Currency,
  type OrderVat,
} from '@prompttee/domain';
import type { MailMessage } from '../../ports/mailer';
import { renderEmail, type EmailShop } from '../mail';

export type ConfirmationLine = {
  name: string;
  quantity: number;
  unitPriceCents: number;
  /** The line's mockup (the design on the shirt as ordered), when rendered. */
  imageUrl?: string | undefined;
};

export type ConfirmationOrder = {
  displayOrderId: string;
  /** Every amount of the order is in its currency's minor units. */
  currency: Currency;
  totalCents: number;
  shippingCents: number;
  address: AddressSnapshot;
  lines: ConfirmationLine[];
  vat: OrderVat;
};

/** Where the confirmation sends the customer: the order history, the invoice, the Terms. */
export type ConfirmationLinks = { orderHistory: string; invoice: string; terms: string };

function addressLine(a: AddressSnapshot): string {
  const street = [a.address1, a.address2].filter(Boolean).join(', ');
  return `${a.first_name} ${a.last_name}, ${street}, ${a.postcode} ${a.city}, ${a.county}, ${countryName(a.country)}`;
}

/**
 * The order confirmation: the terms say the agreement forms when the customer receives
 * it, so it states what was bought, for how much and where it goes, and the no-returns rule for
 * personalised goods.
 */
export function orderConfirmationEmail(
  shop: EmailShop,
  order: ConfirmationOrder,
  links: ConfirmationLinks,
): Omit<MailMessage, 'to'> {
  const money = (minor: number) => formatMoney(minor, 'en', order.currency);
  const rows = [
    ...order.lines.map((line) => ({
      label: `${line.name} × ${line.quantity}`,
      value: money(line.unitPriceCents * line.quantity),
      ...(line.imageUrl ? { image: { url: line.imageUrl, alt: line.name } } : {}),
    })),
    { label: 'Shipping', value: order.shippingCents === 0 ? 'FREE' : money(order.shippingCents) },
    { label: 'Total paid', value: money(order.totalCents), strong: true },
    // 'incl. 19 % VAT', its amount in the value column.
    { label: vatLine(order.vat, () => '').trimEnd(), value: money(order.vat.amount) },
  ];
  return {
    subject: `Your ${shop.name} order ${order.displayOrderId} is confirmed`,
    ...renderEmail({
      shop,
      title: 'Thank you for your order!',
      preheader: `Order ${order.displayOrderId} is paid and on its way to the printer.`,
      intro: [
        `Hi ${order.address.first_name}, we have received your payment and your order ${order.displayOrderId} is confirmed.`,
        'Your designs now go to print. We will e-mail you a tracking link as soon as the parcel ships.',
      ],
      action: { label: 'View your order', url: links.orderHistory },
      rows,
      links: [
        { label: 'Your invoice (PDF)', url: links.invoice },
        { label: 'Terms and Conditions', url: links.terms },
      ],
      outro: [
        `Shipping to: ${addressLine(order.address)}`,
        WITHDRAWAL_NOTICE,
        'If something arrives damaged, write to us within 14 days with your order number and photos.',
      ],
    }),
  };
}
