import * as z from 'zod/mini';
import type { Currency } from '../currency';
import { isoDateTimeSchema } from './common';

// The audit log: every operator action, shown on the order's or the customer's page and, for the
// whole shop, on the console's audit log page.

export const AUDIT_ACTIONS = [
  'order.retry_submission',
  'order.refund',
  'order.claim_refund',
  'order.claim_replacement',
  'order.note',
  'customer.disable',
  'customer.enable',
  'customer.grant_quota',
  'design.remove',
  'alert.resolve',
  'exchange_rates.set',
  'catalog.product.update',
  'catalog.variant.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an operator action did, as a code and its values: the console words it in the page's
 * language, while the English sentence beside it (an action's `message`, an entry's `summary`)
 * stays the record and what other clients show. Each code's values, and its English words:
 */
export type OperatorTextValues = {
  /** 'Account disabled; its sessions ended.' */
  account_disabled: Record<string, never>;
  /** 'Account enabled.' */
  account_enabled: Record<string, never>;
  /** 'Granted 3 more designs this month (8 in all).' */
  designs_granted: { units: number; total: number };
  /** 'Order canceled and 279.00 SEK refunded.', and ' The producer already has it (X): cancel it there too.' */
  order_refunded: { amount: number; currency: Currency; producer_order_id: string | null };
  /** The audit log's: 'Canceled and refunded 279.00 SEK: {reason}'. */
  order_refund_logged: { amount: number; currency: Currency; reason: string };
  /** 'This order was already canceled and refunded.' */
  order_already_refunded: Record<string, never>;
  /** 'Refunded 24.99 EUR for the defect claim; the order stays {status} and a credit note is issued.' */
  claim_refunded: { amount: number; currency: Currency; status: string };
  /** The audit log's: 'Defect claim: refunded 24.99 EUR: {reason}'. */
  claim_refund_logged: { amount: number; currency: Currency; reason: string };
  /** 'Replacement order {replacement} placed at no charge; it goes to the producer now.' */
  replacement_placed: { replacement: string };
  /** The audit log's: 'Defect claim: replacement order {replacement} at no charge: {reason}'. */
  replacement_logged: { replacement: string; reason: string };
  /** 'This claim was already settled by a refund.' or '... by the replacement order {replacement}.' */
  claim_already_settled: { settlement: 'refund' | 'replacement'; replacement: string | null };
  /** 'Note added.' */
  note_added: Record<string, never>;
  /** 'Alert resolved.' */
  alert_resolved: Record<string, never>;
  /** 'Sent to the producer: {producer_order_id}.' ('accepted' when it gave none). */
  sent_to_producer: { producer_order_id: string | null };
  /** 'The producer already has this order.' */
  producer_has_order: Record<string, never>;
  /** 'Design removed.' or 'Design removed; its print files stay for the orders that need them.', and the audit log's ' Prompt: “{prompt}”'. */
  design_removed: { files_kept: boolean; prompt?: string };
  /** 'Exchange rates of 2026-11-26: 1 EUR = 11.2 SEK, 1 EUR = 4.3 PLN', the rates per 1 EUR by currency. */
  exchange_rates_set: { day: string; rates: Record<string, string> };
  /** 'Catalogue: {product} turned off, colour black off, size XL on, 20 % off from {starts_at} to {ends_at}, sales ended'. */
  catalog_product_changed: {
    product: string;
    available?: boolean;
    colors?: Record<string, boolean>;
    sizes?: Record<string, boolean>;
    sale_percent_off?: number;
    sale_starts_at?: string;
    sale_ends_at?: string;
    sales_ended?: boolean;
  };
  /** 'Catalogue: {sku} prices 24.99 EUR, 279 SEK; sold out; sale from {starts_at} to {ends_at}; sale ended', prices as sent. */
  catalog_variant_changed: {
    sku: string;
    prices?: Record<string, number>;
    available?: boolean;
    sale_starts_at?: string;
    sale_ends_at?: string;
    sale_ended?: boolean;
  };
};
export type OperatorTextCode = keyof OperatorTextValues;
export type OperatorText = {
  [Code in OperatorTextCode]: { code: Code; values: OperatorTextValues[Code] };
}[OperatorTextCode];

/** One operator text, typed by its code. */
export const operatorText = <Code extends OperatorTextCode>(
  code: Code,
  values: OperatorTextValues[Code],
): OperatorText => ({ code, values }) as OperatorText;

const scalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * On the wire a code the console may not know yet (a newer server's), with its values: the
 * console words the codes it knows and shows the English sentence for any other.
 */
export const operatorTextSchema = z.object({
  code: z.string().check(z.minLength(1)),
  values: z.record(z.string(), z.union([scalarSchema, z.record(z.string(), scalarSchema)])),
});
export type OperatorTextOnTheWire = z.infer<typeof operatorTextSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  order_id: z.nullable(z.uuid()),
  customer_id: z.nullable(z.string()),
  /** What was done, in English words: a note's text, a refund's reason, units granted. */
  summary: z.string(),
  /**
   * The summary as a code and values, for the console to word in its language; null for a note
   * (the operator's own words) and for entries logged before the log kept codes.
   */
  summary_text: z.nullable(operatorTextSchema),
  created_at: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// GET /v1/admin/audit-log: the whole shop's audit log, newest first, a page at a time.
export const AUDIT_LOG_PAGE_SIZE = 50;

export const adminAuditLogQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type AdminAuditLogQuery = z.input<typeof adminAuditLogQuerySchema>;

export const adminAuditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.minimum(1)),
  page_size: z.number().check(z.int(), z.minimum(1)),
});
export type AdminAuditLogResponse = z.infer<typeof adminAuditLogResponseSchema>;
