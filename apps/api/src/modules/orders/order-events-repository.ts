import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';

export type OrderEventRow = { status: string; createdAt: Date };

/** The status history the order history shows; every query is scoped to the order's owner. */
export function createOrderEventsRepository(db: Db) {
  return {
    /** The order's events, oldest first, or null when the order is not this user's (or none). */
    async eventsOfOwnedOrder(userId: string, orderId: string): Promise<OrderEventRow[] | null> {
      const rows = await db
        .select({ orderId: orders.id, status: orderEvents.status, createdAt: orderEvents.createdAt })
        .from(orders)
        .leftJoin(orderEvents, eq(orderEvents.orderId, orders.id))
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
      if (rows.length === 0) return null;
      return rows.flatMap(({ status, createdAt }) => (status && createdAt ? [{ status, createdAt }] : []));
    },
  };
}

export type OrderEventsRepository = ReturnType<typeof createOrderEventsRepository>;
