import * as z from 'zod/mini';
import { currencySchema } from './currency';
import { centsSchema, isoDateTimeSchema } from './common';

// GET /v1/invoices (the customer's invoices and credit notes), GET /v1/admin/vat-report.

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export const invoiceKindSchema = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

export const invoiceListItemSchema = z.object({
  number: z.string().check(z.minLength(1)),
  kind: invoiceKindSchema,
  order_id: z.uuid(),
  display_order_id: z.string().check(z.minLength(1)),
  issued_at: isoDateTimeSchema,
  // The document's gross amount in minor units of `currency` (a credit note's is what it gives back).
  gross: centsSchema,
  currency: currencySchema,
  // The PDF, for the signed-in owner.
  url: z.string().check(z.minLength(1)),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceListItemSchema) });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

const day = z.iso.date('Use a date as YYYY-MM-DD');

/** Both days included; at most a year, as an OSS return covers a quarter. */
export const vatReportQuerySchema = z
  .object({ from: day, to: day, format: z.optional(z.enum(['json', 'csv'])) })
  .check(
    z.refine((q) => q.from <= q.to, { message: '"from" must not be after "to"', path: ['from'] }),
    z.refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
      message: 'A report covers at most a year',
      path: ['to'],
    }),
  );
export type VatReportQuery = z.infer<typeof vatReportQuerySchema>;

export const VAT_REPORT_LINE_KINDS = ['sales', 'refunds'] as const;

/**
 * Per destination country, rate and kind: the invoices (sales) or credit notes (refunds) issued
 * in the period and their amounts in euro cents (a document in another currency counts the euros
 * it states), a refund's negative.
 */
export const vatReportLineSchema = z.object({
  country: z.string().check(z.length(2)),
  rate_percent: z.number().check(z.nonnegative()),
  kind: z.enum(VAT_REPORT_LINE_KINDS),
  // Invoices of the sales, or credit notes of the refunds.
  documents: z.number().check(z.int(), z.nonnegative()),
  // One-Stop-Shop refunds: the quarter (YYYY-Qn) whose return the refunded sales were filed in.
  sale_quarter: z.optional(z.string().check(z.regex(/^\d{4}-Q[1-4]$/))),
  net: z.number().check(z.int()),
  vat: z.number().check(z.int()),
  gross: z.number().check(z.int()),
});
export type VatReportLine = z.infer<typeof vatReportLineSchema>;

/**
 * Two returns: `domestic`, sales taxed at Estonian VAT (the Estonian VAT return, KMD); `oss`,
 * sales taxed at another member state's VAT (the One-Stop-Shop return, per member state).
 */
export const vatReportResponseSchema = z.object({
  domestic: z.array(vatReportLineSchema),
  oss: z.array(vatReportLineSchema),
});
export type VatReportResponse = z.infer<typeof vatReportResponseSchema>;
