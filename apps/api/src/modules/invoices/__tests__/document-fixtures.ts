import { vatContainedCents, type Locale } from '@prompttee/domain';
import type { EmailShop } from '../../mail';
import type { OrderRow } from '../../orders/order-repository';
import {
  buildCreditNoteDocument,
  buildInvoiceDocument,
  type InvoiceLineInput,
} from '../build-invoice-document';

export const SHIRT = 'Classic Unisex T-Shirt (White / M) - front print';

export const seller: EmailShop = {
  name: 'PromptTee',
  url: 'https://shop.example',
  supportEmail: 'support@shop.example',
  companyName: 'PromptTee OÜ',
  companyAddress: 'Narva mnt 5, 10117 Tallinn, Estonia',
  companyRegistryCode: '16000000',
  companyVat: 'EE102000000',
};

type Options = {
  lines: InvoiceLineInput[];
  locale: Locale;
  shippingCents?: number;
  /** Where it ships, taxed there under the One-Stop-Shop unless Estonia (24 %). */
  vat?: { country: string; basisPoints: number };
};

/** An invoice of `lines`, paid on 20 November 2026, built the way a paid order's is. */
export function invoiceOf({
  lines,
  locale,
  shippingCents = 0,
  vat = { country: 'EE', basisPoints: 2400 },
}: Options) {
  const totalCents = lines.reduce((sum, l) => sum + l.unitGrossCents * l.quantity, shippingCents);
  const order = {
    displayOrderId: 'PT-2026-ABCDEF',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    paidAt: new Date('2026-11-20T10:01:00Z'),
    totalCents,
    shippingCents,
    shippingAddress: {
      first_name: 'Mari',
      last_name: 'Tamm',
      address1: 'Pikk 12',
      city: vat.country === 'EE' ? 'Tartu' : 'Stockholm',
      postcode: vat.country === 'EE' ? '51004' : '111 22',
      country: vat.country,
    },
  } as unknown as OrderRow;
  return buildInvoiceDocument({
    number: 'INV-2026-000001',
    locale,
    issuedAt: new Date('2026-11-20T10:02:00Z'),
    order,
    vat: { ...vat, vatCents: vatContainedCents(totalCents, vat.basisPoints) },
    scheme: vat.country === 'EE' ? 'domestic' : 'oss',
    lines,
    seller,
  });
}

/** The credit note of `invoiceOf(options)`, issued two days later. */
export const creditNoteOf = (options: Options) =>
  buildCreditNoteDocument({
    number: 'CN-2026-000001',
    locale: options.locale,
    issuedAt: new Date('2026-11-22T10:00:00Z'),
    invoice: invoiceOf(options),
  });

/** The text of a PDF as a reader copies it: white space as single spaces, hyphens as typed. */
export const readable = (text: string) => text.replace(/\s+/g, ' ').replaceAll('\u2011', '-');
