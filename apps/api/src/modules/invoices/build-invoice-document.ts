import {
  countryName,
  SELLER_COUNTRY,
  tallinnDay,
  WITHDRAWAL_NOTICE,
  type VatScheme,
} from '@prompttee/domain';
import type { EmailShop } from '../mail';
import type { OrderRow } from '../orders/order-repository';
import type { InvoiceDocument } from './invoice-repository';
import { invoiceLines, type InvoiceLineInput } from './invoice-lines';

export type { InvoiceLineInput };

/**
 * What the invoice of a paid order says. Catalogue prices are gross (VAT included); the invoice
 * shows each unit's price without VAT and splits the order's VAT among its lines as
 * invoiceLines says. Shipping, when charged, is a line of its own, so the lines add up to the
 * total paid.
 */
export function buildInvoiceDocument(input: {
  number: string;
  issuedAt: Date;
  order: OrderRow;
  vat: { country: string; basisPoints: number; vatCents: number };
  scheme: VatScheme;
  lines: InvoiceLineInput[];
  seller: EmailShop;
}): InvoiceDocument {
  const { order, vat } = input;
  const shipping =
    order.shippingCents > 0
      ? [{ description: 'Shipping', quantity: 1, unitGrossCents: order.shippingCents }]
      : [];
  const lines = invoiceLines([...input.lines, ...shipping], vat);
  const address = order.shippingAddress;
  const street = [address.address1, address.address2].filter(Boolean).join(', ');
  const notes = [
    vat.country === SELLER_COUNTRY || input.scheme === 'domestic'
      ? 'VAT charged under the Estonian VAT Act.'
      : `VAT of ${countryName(vat.country)} charged under the EU One-Stop-Shop scheme (Directive 2006/112/EC, article 369b).`,
    WITHDRAWAL_NOTICE,
  ];
  const paidDay = tallinnDay(order.paidAt ?? input.issuedAt);
  return {
    kind: 'invoice',
    number: input.number,
    issueDate: tallinnDay(input.issuedAt),
    supplyDate: paidDay,
    seller: {
      name: input.seller.companyName,
      address: input.seller.companyAddress,
      registryCode: input.seller.companyRegistryCode,
      vatNumber: input.seller.companyVat,
      email: input.seller.supportEmail,
    },
    buyer: {
      name: `${address.first_name} ${address.last_name}`,
      ...(address.company ? { company: address.company } : {}),
      ...(address.vat_number ? { vatNumber: address.vat_number } : {}),
      address: [
        street,
        `${address.postcode} ${address.city}`,
        address.county,
        countryName(address.country),
      ].filter(Boolean),
    },
    order: { displayId: order.displayOrderId, date: tallinnDay(order.createdAt) },
    currency: 'EUR',
    vat: { country: vat.country, basisPoints: vat.basisPoints, scheme: input.scheme },
    lines,
    totals: { net: order.totalCents - vat.vatCents, vat: vat.vatCents, gross: order.totalCents },
    notes,
  };
}

/** A credit note undoing the whole invoice: the same lines, referring to it. */
export function buildCreditNoteDocument(input: {
  number: string;
  issuedAt: Date;
  invoice: InvoiceDocument;
}): InvoiceDocument {
  const { invoice } = input;
  return {
    ...invoice,
    kind: 'credit_note',
    number: input.number,
    issueDate: tallinnDay(input.issuedAt),
    supplyDate: tallinnDay(input.issuedAt),
    refersTo: { number: invoice.number, issueDate: invoice.issueDate },
    notes: [
      `Credits invoice ${invoice.number} of ${invoice.issueDate} in full: the order was canceled and refunded.`,
    ],
  };
}
