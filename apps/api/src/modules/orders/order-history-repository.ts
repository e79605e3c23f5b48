import { and, desc, eq, sql } from 'drizzle-orm';
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

// The open session's secret, only while the order awaits payment: a correlated sub-select on
// payment_sessions_order_idx, so the whole list stays one query on orders_user_created_idx.
const openClientSecret = sql<string | null>`case when "orders"."status" = 'pending_payment' then (
  select ps.client_secret from ${paymentSessions} ps
  where ps.order_id = "orders"."id" and ps.status = 'open' and ps.expires_at > now()
  order by ps.created_at desc limit 1
) end`;

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
      clientSecret: openClientSecret,
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
    /** The user's orders, newest first. */
    listForUser(userId: string): Promise<OrderHistoryRow[]> {
      return listStatement.execute({ userId });
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
