import {
  invoiceListItemSchema,
  invoicesResponseSchema,
  vatReportLineSchema,
  vatReportQuerySchema,
  vatReportResponseSchema,
} from '../invoices';
import { EXAMPLE } from './examples';
import { describeObject } from './field-docs';

export const invoiceDocs = [
  describeObject(invoicesResponseSchema, {
    invoices: { description: "The customer's invoices and credit notes, newest first." },
  }),
  describeObject(invoiceListItemSchema, {
    number: {
      description: 'The document number, from a gap-free sequence per kind.',
      example: 'PT-2026-000123',
    },
    kind: { description: '`invoice` for a paid order, `credit_note` for a refund.', example: 'invoice' },
    order_id: { description: 'The order it is for.', example: EXAMPLE.orderId },
    display_order_id: {
      description: "The order's number, as the customer sees it.",
      example: EXAMPLE.displayOrderId,
    },
    issued_at: {
      description: 'When it was issued (ISO 8601); it never changes after.',
      example: EXAMPLE.isoDateTime,
    },
    gross: {
      description:
        'Its amount, VAT included, in minor units of `currency` (a credit note’s is what it gives back).',
      example: 2999,
    },
    currency: { description: 'The currency of the order (ISO 4217).', example: 'EUR' },
    url: {
      description: "The PDF, for the signed-in owner's bearer token.",
      example: `/v1/orders/${EXAMPLE.orderId}/invoice`,
    },
  }),
  describeObject(vatReportQuerySchema, {
    from: { description: 'The first day of the period (YYYY-MM-DD, Tallinn time).', example: '2026-10-01' },
    to: {
      description: 'The last day of the period, included; at most a year after `from`.',
      example: '2026-12-31',
    },
    format: { description: '`json` (default) or `csv`, a file to keep with the return.', example: 'json' },
  }),
  describeObject(
    vatReportResponseSchema,
    {
      domestic: {
        description:
          'Sales taxed at Estonian VAT and their refunds: what goes in the Estonian VAT return (KMD).',
      },
      oss: {
        description:
          "Sales taxed at another member state's VAT and their refunds: the One-Stop-Shop return, per member state.",
      },
    },
    'The VAT of the invoices and credit notes issued in the period, in euro cents.',
  ),
  describeObject(vatReportLineSchema, {
    country: { description: 'The member state whose VAT applies (ISO 3166-1 alpha-2).', example: 'DE' },
    rate_percent: { description: 'The VAT rate, in percent.', example: 19 },
    kind: { description: '`sales` (invoices) or `refunds` (credit notes).', example: 'sales' },
    documents: { description: 'How many invoices (sales) or credit notes (refunds).', example: 12 },
    sale_quarter: {
      description:
        'One-Stop-Shop refunds: the quarter (YYYY-Qn) whose return the refunded sales were filed in.',
      example: '2026-Q3',
    },
    net: { description: 'The amount without VAT, in euro cents; negative for refunds.', example: 25200 },
    vat: { description: 'The VAT, in euro cents; negative for refunds.', example: 4788 },
    gross: { description: 'The amount with VAT, in euro cents; negative for refunds.', example: 29988 },
  }),
];
