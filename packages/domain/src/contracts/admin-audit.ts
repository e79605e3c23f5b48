import { z } from 'zod';
import { isoDateTimeSchema } from './common';

// The audit log: every operator action, shown on the order's or the customer's page.

export const AUDIT_ACTIONS = [
  'order.retry_submission',
  'order.refund',
  'order.note',
  'customer.disable',
  'customer.enable',
  'customer.grant_quota',
  'design.remove',
  'alert.resolve',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  order_id: z.uuid().nullable(),
  customer_id: z.string().nullable(),
  /** What was done, in words: a note's text, a refund's reason, units granted. */
  summary: z.string(),
  created_at: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
