import type { AuditAction, OperatorText } from '@prompttee/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = {
  actor: { id: string; email: string };
  action: AuditAction;
  orderId?: string | null;
  customerId?: string | null;
  /** In English: the record, and what clients other than the console show. */
  summary: string;
  /** The summary as a code and values, worded by the console in its language; none for a note. */
  summaryText?: OperatorText;
  detail?: Record<string, unknown>;
  at: Date;
};

const LIMIT = 200;

/** The audit log of operator actions: written once per action, read per order, customer or page. */
export function createAuditRepository(db: Db | Tx) {
  return {
    async record(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        action: entry.action,
        orderId: entry.orderId ?? null,
        customerId: entry.customerId ?? null,
        summary: entry.summary,
        summaryText: entry.summaryText ?? null,
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

    /** The whole shop's, newest first (the id breaks ties, so pages never repeat or skip one). */
    async page(input: { offset: number; limit: number }): Promise<{ rows: AuditRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .offset(input.offset)
          .limit(input.limit),
        db.select({ total: count() }).from(auditLog),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
