import type { ShippingAddressInput } from '@prompttee/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { shippingAddresses, user } from '../../db/schema';

export type AddressRow = typeof shippingAddresses.$inferSelect;

const ownedBy = (userId: string, id: string) =>
  and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.id, id));

/** Saved shipping addresses; every query is scoped to one user, so another user's row is never seen. */
export function createAddressRepository(db: Db) {
  return {
    ...addressQueries(db),

    /** Runs `work` in one transaction, with the addresses bound to it. */
    transaction<T>(work: (addresses: AddressQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(addressQueries(tx)));
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
export type AddressQueries = ReturnType<typeof addressQueries>;

function addressQueries(db: Db | Tx) {
  return {
    /** Addresses the customer can still choose, newest first. */
    listActive(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(shippingAddresses)
        .where(and(eq(shippingAddresses.userId, userId), isNull(shippingAddresses.deletedAt)))
        .orderBy(desc(shippingAddresses.createdAt), desc(shippingAddresses.id));
    },

    /** The user's address, deleted or not (a past order still shows where it went). */
    async findOwned(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(shippingAddresses).where(ownedBy(userId, id)).limit(1);
      return row;
    },

    /** The user's address if it can still be shipped to. */
    async findActive(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(shippingAddresses)
        .where(and(ownedBy(userId, id), isNull(shippingAddresses.deletedAt)))
        .limit(1);
      return row;
    },

    async countActive(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shippingAddresses)
        .where(and(eq(shippingAddresses.userId, userId), isNull(shippingAddresses.deletedAt)));
      return row?.n ?? 0;
    },

    async insert(userId: string, input: ShippingAddressInput): Promise<AddressRow> {
      const [row] = await db
        .insert(shippingAddresses)
        .values({
          userId,
          firstName: input.first_name,
          lastName: input.last_name,
          company: input.company || null,
          vatNumber: input.vat_number || null,
          address1: input.address1,
          address2: input.address2 || null,
          city: input.city,
          county: input.county,
          postcode: input.postcode,
          country: input.country,
          phone1: input.phone1,
        })
        .returning();
      return row!;
    },

    /** Marks the address deleted; false when the user has no such address. Deleting twice is fine. */
    async softDelete(userId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(shippingAddresses)
        .set({
          deletedAt: sql`coalesce(${shippingAddresses.deletedAt}, ${at.toISOString()}::timestamptz)`,
          updatedAt: at,
        })
        .where(ownedBy(userId, id))
        .returning({ id: shippingAddresses.id });
      return rows.length > 0;
    },

    /** Inside a transaction: locks the customer's row, serialising their concurrent creates. */
    async lockOwner(userId: string): Promise<void> {
      await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    },
  };
}
