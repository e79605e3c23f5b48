import { DEFAULT_LOCALE, SELLER_COUNTRY, tallinnDay, type Locale, type VatScheme } from '@prompttee/domain';
import type { EmailShop } from '../mail';
import { orderCurrency } from '../orders/order-currency';
import type { OrderRow } from '../orders/order-repository';
import type { InvoiceDocument, InvoiceEuroAmounts, InvoiceNote } from './invoice-repository';
import { invoiceLines, type InvoiceLineInput } from './invoice-lines';

export type { InvoiceLineInput };

/**
 * The language a document is printed in: the account's at the time it is issued, else the one the
 * order was placed in when that is known, else English.
 */
export const documentLocale = (account: Locale | null, order?: Locale | null): Locale =>
  account ?? order ?? DEFAULT_LOCALE;

/**
 * What the invoice of a paid order says, and in which language (stored with it, so it prints the
 * same every time). Catalogue prices are gross (VAT included); the invoice shows each unit's
 * price without VAT and splits the order's VAT among its lines as invoiceLines says. Shipping,
 * when charged, is a line of its own, so the lines add up to the total paid. Amounts are in the
 * order's currency; a document in another currency than the euro also states its totals in euros
 * (`inEuros`, worked out by euroAmountsOf at the rate of the day of supply).
 */
export function buildInvoiceDocument(input: {
  number: string;
  locale: Locale;
  issuedAt: Date;
  order: OrderRow;
  vat: { country: string; basisPoints: number; vatCents: number };
  scheme: VatScheme;
  lines: InvoiceLineInput[];
  seller: EmailShop;
  inEuros?: InvoiceEuroAmounts | undefined;
}): InvoiceDocument {
  const { order, vat } = input;
  const shipping =
    order.shippingCents > 0
      ? [
          {
            description: 'Shipping',
            kind: 'shipping' as const,
            quantity: 1,
            unitGrossCents: order.shippingCents,
          },
        ]
      : [];
  const lines = invoiceLines([...input.lines, ...shipping], vat);
  const address = order.shippingAddress;
  const street = [address.address1, address.address2].filter(Boolean).join(', ');
  const notes: InvoiceNote[] = [
    vat.country === SELLER_COUNTRY || input.scheme === 'domestic'
      ? { kind: 'vat_estonian' }
      : { kind: 'vat_one_stop_shop', country: vat.country },
    { kind: 'no_withdrawal' },
  ];
  const paidDay = tallinnDay(order.paidAt ?? input.issuedAt);
  return {
    kind: 'invoice',
    locale: input.locale,
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
      address: [street, `${address.postcode} ${address.city}`, address.county].filter(
        (line): line is string => Boolean(line),
      ),
      country: address.country,
    },
    order: { displayId: order.displayOrderId, date: tallinnDay(order.createdAt) },
    currency: orderCurrency(order),
    ...(input.inEuros ? { inEuros: input.inEuros } : {}),
    vat: { country: vat.country, basisPoints: vat.basisPoints, scheme: input.scheme },
    lines,
    totals: invoiceTotals(order, vat),
    notes,
  };
}

/** An invoice's totals: what the order cost, and the VAT fixed on it when it was placed. */
export const invoiceTotals = (order: Pick<OrderRow, 'totalCents'>, vat: { vatCents: number }) => ({
  net: order.totalCents - vat.vatCents,
  vat: vat.vatCents,
  gross: order.totalCents,
});

/**
 * A credit note undoing the whole invoice: the same lines, referring to it, in `locale` (the
 * account's when it is issued, else the invoice's).
 */
export function buildCreditNoteDocument(input: {
  number: string;
  locale: Locale;
  issuedAt: Date;
  invoice: InvoiceDocument;
}): InvoiceDocument {
  const { invoice } = input;
  return {
    ...invoice,
    kind: 'credit_note',
    locale: input.locale,
    number: input.number,
    issueDate: tallinnDay(input.issuedAt),
    supplyDate: tallinnDay(input.issuedAt),
    refersTo: { number: invoice.number, issueDate: invoice.issueDate },
    notes: [{ kind: 'credits_invoice', number: invoice.number, issueDate: invoice.issueDate }],
  };
}
