import { and, asc, desc, eq, lt, ne } from 'drizzle-orm';
import { enqueueInTransaction, prepareJobs, type Db, type TransactionalJobs, type Tx } from '../../db/types';
import { paymentSessions } from '../../db/schema';
import type { JobDefinition, JobRequest } from '../../ports/job-queue';
import { createOrderRepository, type OrderRepository } from '../orders/order-repository';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type NewPaymentSession = typeof paymentSessions.$inferInsert;

/** What a payment transaction sees: sessions and orders bound to it, and jobs enqueued on commit. */
export type PaymentTransaction = {
  sessions: PaymentSessionsRepository;
  orders: OrderRepository;
  enqueue(requests: JobRequest[]): Promise<void>;
};

/** payment_sessions; the owner-scoped reads answer null for another user's session. */
export function createPaymentSessionsRepository(db: Db | Tx, jobs: TransactionalJobs) {
  const repository = {
    async byId(sessionId: string): Promise<PaymentSessionRow | null> {
      const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
      return row ?? null;
    },

    /** The session, if it belongs to that order. */
    async ofOrder(sessionId: string, orderId: string): Promise<PaymentSessionRow | null> {
      const [row] = await db
        .select()
        .from(paymentSessions)
        .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.orderId, orderId)));
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

    /** The order's open session, if any (at most one: payment_sessions_one_open_idx). */
    async openForOrder(orderId: string): Promise<PaymentSessionRow | null> {
      const [row] = await db
        .select()
        .from(paymentSessions)
        .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')));
      return row ?? null;
    },

    /** Marks the session complete unless it already is; true only for the one call that did. */
    async completeOnce(sessionId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(paymentSessions)
        .set({ status: 'complete', updatedAt: now })
        .where(and(eq(paymentSessions.id, sessionId), ne(paymentSessions.status, 'complete')))
        .returning({ id: paymentSessions.id });
      return rows.length > 0;
    },

    async countForOrder(orderId: string): Promise<number> {
      const rows = await db
        .select({ id: paymentSessions.id })
        .from(paymentSessions)
        .where(eq(paymentSessions.orderId, orderId));
      return rows.length;
    },

    /** The provider's sessions still open after their time, oldest first. */
    dueOpen(provider: string, now: Date, limit: number): Promise<PaymentSessionRow[]> {
      return db
        .select()
        .from(paymentSessions)
        .where(
          and(
            eq(paymentSessions.status, 'open'),
            eq(paymentSessions.provider, provider),
            lt(paymentSessions.expiresAt, now),
          ),
        )
        .orderBy(asc(paymentSessions.expiresAt))
        .limit(limit);
    },

    /** Stores a session; a retried create that returns a session we already stored changes nothing. */
    async insert(session: NewPaymentSession): Promise<void> {
      await db.insert(paymentSessions).values(session).onConflictDoNothing();
    },

    async setStatus(sessionId: string, status: 'complete' | 'expired', now: Date): Promise<void> {
      await db
        .update(paymentSessions)
        .set({ status, updatedAt: now })
        .where(and(eq(paymentSessions.id, sessionId), ne(paymentSessions.status, status)));
    },

    /** Expires the order's other open sessions; answers which, so their providers can close them too. */
    async expireOtherOpen(
      orderId: string,
      keepSessionId: string,
      now: Date,
    ): Promise<{ id: string; provider: string }[]> {
      return db
        .update(paymentSessions)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(paymentSessions.orderId, orderId),
            eq(paymentSessions.status, 'open'),
            ne(paymentSessions.id, keepSessionId),
          ),
        )
        .returning({ id: paymentSessions.id, provider: paymentSessions.provider });
    },

    /**
     * Runs `work` in one transaction, with sessions and orders bound to it; jobs it enqueues exist
     * only if it commits. `mayEnqueue` names them beforehand: on PGlite their queues are made first.
     */
    async transaction<T>(
      work: (tx: PaymentTransaction) => Promise<T>,
      options: { mayEnqueue?: readonly JobDefinition[] } = {},
    ): Promise<T> {
      await prepareJobs(jobs, options.mayEnqueue ?? []);
      return db.transaction((tx) =>
        work({
          sessions: createPaymentSessionsRepository(tx, jobs),
          orders: createOrderRepository(tx, jobs),
          enqueue: (requests) => enqueueInTransaction(jobs, tx, requests),
        }),
      );
    },
  };
  return repository;
}

export type PaymentSessionsRepository = ReturnType<typeof createPaymentSessionsRepository>;
