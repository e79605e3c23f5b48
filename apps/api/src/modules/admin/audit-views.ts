import type { AuditAction, AuditEntry } from '@prompttee/domain';
import type { AuditRow } from './audit-repository';

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor_email: row.actorEmail,
    action: row.action as AuditAction,
    order_id: row.orderId,
    customer_id: row.customerId,
    summary: row.summary,
    summary_text: row.summaryText ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
