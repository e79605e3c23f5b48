import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';

// The audit log: every operator action, shown on the order's or the customer's page and, for the
// whole shop, on the console's audit log page.

export const AUDIT_ACTIONS = [
  'order.retry_submission',
  'order.refund',
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

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  order_id: z.nullable(z.uuid()),
  customer_id: z.nullable(z.string()),
  /** What was done, in words: a note's text, a refund's reason, units granted. */
  summary: z.string(),
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
