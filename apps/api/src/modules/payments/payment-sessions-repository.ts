import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentSessions } from '../../db/schema';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;

/** payment_sessions reads; the owner-scoped ones answer null for another user's session. */
export function createPaymentSessionsRepository(db: Db | Tx) {
  return {
    async byId(sessionId: string): Promise<PaymentSessionRow | null> {
      const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
      return row ?? null;
    },

    async ownedById(userId: string, sessionId: string): Promise<PaymentSessionRow | null> {
      const [row] = await db
        .select()
        .from(paymentSessions)
        .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.userId, userId)));
      return row ?? null;
    },

    async ownedByClientSecret(userId: string, clientSecret: string): Promise<PaymentSessionRow | null> {
      const [row] = await db
        .select()
        .from(paymentSessions)
        .where(and(eq(paymentSessions.clientSecret, clientSecret), eq(paymentSessions.userId, userId)));
      return row ?? null;
    },

    /** The order's newest session: the one its payment form shows. */
    async latestForOrder(orderId: string): Promise<PaymentSessionRow | null> {
      const [row] = await db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.orderId, orderId))
        .orderBy(desc(paymentSessions.createdAt))
        .limit(1);
      return row ?? null;
    },

    async countForOrder(orderId: string): Promise<number> {
      const rows = await db
        .select({ id: paymentSessions.id })
        .from(paymentSessions)
        .where(eq(paymentSessions.orderId, orderId));
      return rows.length;
    },
  };
}

export type PaymentSessionsRepository = ReturnType<typeof createPaymentSessionsRepository>;
