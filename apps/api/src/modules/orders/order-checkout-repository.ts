import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, orderItems, orders, shippingAddresses } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type DesignFilesRow = { id: string; expiresAt: Date; printKey: string; thumbnailKey: string };
export type AddressRow = typeof shippingAddresses.$inferSelect;

/** What placing and paying an order reads; every lookup by the customer is scoped to them. */
export function createOrderCheckoutRepository(db: Db) {
  return {
    async ownedDesigns(userId: string, ids: string[]): Promise<Map<string, DesignFilesRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: designs.id,
          expiresAt: designs.expiresAt,
          printKey: designs.printKey,
          thumbnailKey: designs.thumbnailKey,
        })
        .from(designs)
        .where(and(eq(designs.userId, userId), inArray(designs.id, ids)));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The user's address, unless they deleted it. */
    async activeAddress(userId: string, id: string): Promise<AddressRow | null> {
      const [row] = await db
        .select()
        .from(shippingAddresses)
        .where(
          and(
            eq(shippingAddresses.id, id),
            eq(shippingAddresses.userId, userId),
            isNull(shippingAddresses.deletedAt),
          ),
        );
      return row ?? null;
    },

    async byIdempotencyKey(userId: string, key: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row ?? null;
    },

    async owned(userId: string, orderId: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row ?? null;
    },

    async byId(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** In the order history's order (by sku), so every screen and e-mail lists lines alike. */
    itemsOf(orderId: string): Promise<OrderItemRow[]> {
      return db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.sku, orderItems.id);
    },
  };
}

export type OrderCheckoutRepository = ReturnType<typeof createOrderCheckoutRepository>;
