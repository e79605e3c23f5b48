import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { paymentRefunds } from '../../db/schema';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = typeof paymentRefunds.$inferInsert;

/** payment_refunds: at most one per payment session (a unique index). */
export function createRefundRepository(db: Db | Tx) {
  return {
    async ofSession(sessionId: string): Promise<RefundRow | null> {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.sessionId, sessionId));
      return row ?? null;
    },

    ofOrder(orderId: string): Promise<RefundRow[]> {
      return db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, orderId))
        .orderBy(desc(paymentRefunds.createdAt));
    },

    /** Records the refund; answers false when the session already had one (a racing refund won). */
    async record(refund: NewRefund): Promise<boolean> {
      const inserted = await db
        .insert(paymentRefunds)
        .values(refund)
        .onConflictDoNothing()
        .returning({ id: paymentRefunds.id });
      return inserted.length === 1;
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
