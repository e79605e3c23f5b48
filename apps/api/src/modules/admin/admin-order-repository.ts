import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { generationJobs, orderEvents, orders, paymentRefunds, paymentSessions, user } from '../../db/schema';

export type AdminOrderRow = {
  id: string;
  displayOrderId: string;
  createdAt: Date;
  status: string;
  currency: string;
  totalCents: number;
  userId: string;
  email: string;
};

/** `%` and `_` typed into the search box are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every customer's orders, for operators: no owner scoping here, the operator check guards it. */
export function createAdminOrderRepository(db: Db) {
  const summary = {
    id: orders.id,
    displayOrderId: orders.displayOrderId,
    createdAt: orders.createdAt,
    status: orders.status,
    currency: orders.currency,
    totalCents: orders.totalCents,
    userId: orders.userId,
    email: user.email,
  };

  return {
    /** A page of orders, newest first, with the number of all that match. */
    async list(input: {
      statuses?: readonly string[];
      search?: string;
      offset: number;
      limit: number;
    }): Promise<{ rows: AdminOrderRow[]; total: number }> {
      const filters: SQL[] = [];
      if (input.statuses) filters.push(inArray(orders.status, [...input.statuses]));
      if (input.search) {
        const pattern = likePattern(input.search);
        filters.push(or(ilike(orders.displayOrderId, pattern), ilike(user.email, pattern))!);
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const rows = await db
        .select(summary)
        .from(orders)
        .innerJoin(user, eq(user.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .offset(input.offset)
        .limit(input.limit);
      const [total] = await db
        .select({ n: count() })
        .from(orders)
        .innerJoin(user, eq(user.id, orders.userId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async summaryOf(orderId: string): Promise<AdminOrderRow | null> {
      const [row] = await db
        .select(summary)
        .from(orders)
        .innerJoin(user, eq(user.id, orders.userId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** Every session the order had, oldest first. */
    sessionsOf(orderId: string) {
      return db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.orderId, orderId))
        .orderBy(paymentSessions.createdAt);
    },

    /** Every event of the order, oldest first, with where it came from. */
    eventsOf(orderId: string) {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(orderEvents.createdAt, orderEvents.id);
    },

    /** Claims a canceled order's e-mail (sets canceled_notice_sent_at where still empty); false when claimed already. */
    async claimCanceledNotice(orderId: string, at: Date): Promise<boolean> {
      const claimed = await db
        .update(orders)
        .set({ canceledNoticeSentAt: at })
        .where(
          and(eq(orders.id, orderId), isNull(orders.canceledNoticeSentAt), eq(orders.status, 'canceled')),
        )
        .returning({ id: orders.id });
      return claimed.length === 1;
    },

    async releaseCanceledNotice(orderId: string): Promise<void> {
      await db.update(orders).set({ canceledNoticeSentAt: null }).where(eq(orders.id, orderId));
    },

    /** Orders placed since `since`, per UTC day. */
    async ordersPerDay(since: Date): Promise<{ day: string; orders: number }[]> {
      const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, orders: count() })
        .from(orders)
        .where(gte(orders.createdAt, since))
        .groupBy(day);
      return rows.map((r) => ({ day: r.day, orders: Number(r.orders) }));
    },

    /**
     * Money taken since `since` per currency (minor units): paid orders that were neither canceled
     * nor refunded for a defect since.
     */
    async revenueSince(since: Date): Promise<{ currency: string; cents: number }[]> {
      const claimRefunded = sql`exists (select 1 from ${paymentRefunds} where ${paymentRefunds.orderId} = ${orders.id} and ${paymentRefunds.reason} = 'defect_claim')`;
      const rows = await db
        .select({ currency: orders.currency, cents: sql<string>`sum(${orders.totalCents})` })
        .from(orders)
        .where(
          and(
            isNotNull(orders.paidAt),
            gte(orders.paidAt, since),
            sql`${orders.status} <> 'canceled'`,
            sql`not ${claimRefunded}`,
          ),
        )
        .groupBy(orders.currency);
      return rows.map((row) => ({ currency: row.currency, cents: Number(row.cents) }));
    },

    /** Designs generated since `since` (completed generation jobs: purged designs still count). */
    async designsSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(generationJobs)
        .where(and(eq(generationJobs.status, 'completed'), gte(generationJobs.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}

export type AdminOrderRepository = ReturnType<typeof createAdminOrderRepository>;
