import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, paymentSessions } from '../../db/schema';

export type OrderHistoryRow = {
  id: string;
  displayOrderId: string;
  createdAt: Date;
  status: string;
  totalCents: number;
  clientSecret: string | null;
  shippingAddressId: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
};

export type OrderItemRow = typeof orderItems.$inferSelect;

/** Reads for the order history screen; every query is scoped to one user. */
export function createOrderHistoryRepository(db: Db) {
  // Prepared once per database: the list is the hottest authenticated read of the shop.
  const listStatement = db
    .select({
      id: orders.id,
      displayOrderId: orders.displayOrderId,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
      paymentSessionId: orders.paymentSessionId,
      shippingAddressId: orders.shippingAddressId,
      trackingNumber: orders.trackingNumber,
      trackingUrl: orders.trackingUrl,
    })
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .prepare('order_history_list');

  const itemsStatement = db
    .select({ orderId: orders.id, item: orderItems })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.userId, sql.placeholder('userId'))))
    .orderBy(orderItems.sku, orderItems.id)
    .prepare('order_history_items');

  return {
    /**
     * The user's orders, newest first, with the open session's secret for those awaiting payment.
     * One query on orders_user_created_idx; only when some order awaits payment, one more (by
     * primary key, for all of them at once) reads the secrets. A correlated sub-select would be
     * planned on every call, doubling the cost of the common case for the rare one.
     */
    async listForUser(userId: string, now: Date): Promise<OrderHistoryRow[]> {
      const rows = await listStatement.execute({ userId });
      const sessionIds = rows.flatMap((r) =>
        r.status === 'pending_payment' && r.paymentSessionId ? [r.paymentSessionId] : [],
      );
      const secrets = new Map<string, string>();
      if (sessionIds.length > 0) {
        const open = await db
          .select({ id: paymentSessions.id, clientSecret: paymentSessions.clientSecret })
          .from(paymentSessions)
          .where(
            and(
              inArray(paymentSessions.id, sessionIds),
              eq(paymentSessions.status, 'open'),
              gt(paymentSessions.expiresAt, now),
            ),
          );
        for (const session of open) secrets.set(session.id, session.clientSecret);
      }
      return rows.map(({ paymentSessionId, ...row }) => ({
        ...row,
        clientSecret:
          row.status === 'pending_payment' && paymentSessionId
            ? (secrets.get(paymentSessionId) ?? null)
            : null,
      }));
    },

    /** The order's items, or null when the order is not this user's (or does not exist). */
    async itemsOfOwnedOrder(userId: string, orderId: string): Promise<OrderItemRow[] | null> {
      const rows = await itemsStatement.execute({ userId, orderId });
      if (rows.length === 0) return null;
      return rows.flatMap((row) => (row.item ? [row.item] : []));
    },
  };
}

export type OrderHistoryRepository = ReturnType<typeof createOrderHistoryRepository>;
