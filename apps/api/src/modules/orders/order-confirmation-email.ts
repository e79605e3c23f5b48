import {
  formatMoney,
  type AddressSnapshot,
  type Currency,
  type Locale,
  type OrderVat,
} from '@prompttee/domain';
import type { MailMessage } from '../../ports/mailer';
import { countryIn, numberIn, renderEmail, type EmailShop } from '../mail';
import { orderEmailTexts } from './order-email-texts';

export type ConfirmationLine = {
  /** The product, colour, size and printed sides, in the e-mail's language (orderLineName). */
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

function addressLine(a: AddressSnapshot, locale: Locale): string {
  const street = [a.address1, a.address2].filter(Boolean).join(', ');
  return `${a.first_name} ${a.last_name}, ${street}, ${a.postcode} ${a.city}, ${a.county}, ${countryIn(a.country, locale)}`;
}

/**
 * The order confirmation: the terms say the agreement forms when the customer receives
 * it, so it states what was bought, for how much and where it goes, and the no-returns rule for
 * personalised goods. In `locale`, money and the VAT rate as that language writes them.
 */
export function orderConfirmationEmail(
  shop: EmailShop,
  order: ConfirmationOrder,
  links: ConfirmationLinks,
  locale: Locale = 'en',
): Omit<MailMessage, 'to'> {
  const t = orderEmailTexts(locale);
  const money = (minor: number) => formatMoney(minor, locale, order.currency);
  const ids = { shop: shop.name, order: order.displayOrderId };
  const rows = [
    ...order.lines.map((line) => ({
      label: `${line.name} × ${line.quantity}`,
      value: money(line.unitPriceCents * line.quantity),
      ...(line.imageUrl ? { image: { url: line.imageUrl, alt: line.name } } : {}),
    })),
    { label: t('shipping'), value: order.shippingCents === 0 ? t('free') : money(order.shippingCents) },
    { label: t('totalPaid'), value: money(order.totalCents), strong: true },
    // 'incl. 19 % VAT', its amount in the value column.
    {
      label: t('vatIncluded', { rate: numberIn(order.vat.rate_percent, locale) }),
      value: money(order.vat.amount),
    },
  ];
  return {
    subject: t('confirmedSubject', ids),
    ...renderEmail({
      shop,
      locale,
      title: t('confirmedTitle'),
      preheader: t('confirmedPreheader', ids),
      intro: [t('confirmedGreeting', { ...ids, name: order.address.first_name }), t('confirmedToPrint')],
      action: { label: t('viewOrder'), url: links.orderHistory },
      rows,
      links: [
        { label: t('invoicePdf'), url: links.invoice },
        { label: t('terms'), url: links.terms },
      ],
      outro: [
        t('shippingTo', { address: addressLine(order.address, locale) }),
        t('noWithdrawal'),
        t('damaged'),
      ],
    }),
  };
}
