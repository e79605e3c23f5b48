import type { AuditAction } from '@prompttee/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = {
  actor: { id: string; email: string };
  action: AuditAction;
  orderId?: string | null;
  customerId?: string | null;
  summary: string;
  detail?: Record<string, unknown>;
  at: Date;
};

const LIMIT = 200;

/** The audit log of operator actions: written once per action, read per order or customer. */
export function createAuditRepository(db: Db) {
  return {
    async record(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        action: entry.action,
        orderId: entry.orderId ?? null,
        customerId: entry.customerId ?? null,
        summary: entry.summary,
        detail: entry.detail ?? null,
        createdAt: entry.at,
      });
    },

    /** Newest first. */
    forOrder(orderId: string): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(eq(auditLog.orderId, orderId))
        .orderBy(desc(auditLog.createdAt))
        .limit(LIMIT);
    },

    /** Newest first: actions on the account and on its orders. */
    forCustomer(customerId: string): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(eq(auditLog.customerId, customerId))
        .orderBy(desc(auditLog.createdAt))
        .limit(LIMIT);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
