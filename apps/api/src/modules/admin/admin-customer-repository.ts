import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { designs, session, user } from '../../db/schema';

export type AdminCustomerRow = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  disabled: boolean;
  createdAt: Date;
  orders: number;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts and their designs, as operators see them: every customer, newest first. */
export function createAdminCustomerRepository(db: Db) {
  const customer = {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    createdAt: user.createdAt,
    // Spelled out: drizzle leaves columns unqualified in a select list, and both tables have an id.
    orders: sql<number>`(select count(*)::int from orders o where o.user_id = "user".id)`,
  };

  return {
    async list(input: { search?: string; offset: number; limit: number }) {
      const where = input.search
        ? or(ilike(user.email, likePattern(input.search)), ilike(user.name, likePattern(input.search)))
        : undefined;
      const rows: AdminCustomerRow[] = await db
        .select(customer)
        .from(user)
        .where(where)
        .orderBy(desc(user.createdAt), desc(user.id))
        .offset(input.offset)
        .limit(input.limit);
      const [total] = await db.select({ n: count() }).from(user).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(customerId: string): Promise<AdminCustomerRow | null> {
      const [row] = await db.select(customer).from(user).where(eq(user.id, customerId));
      return row ?? null;
    },

    /** Whether the account is verified; null when there is no such account. */
    async verifiedEmailOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: user.email, verified: user.emailVerified, disabled: user.disabled })
        .from(user)
        .where(eq(user.id, userId));
      return row && row.verified && !row.disabled ? row.email : null;
    },

    /** Disables (ending every session, so no new ID token can be had) or re-enables an account. */
    async setDisabled(customerId: string, disabled: boolean, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(user)
          .set({ disabled, updatedAt: now })
          .where(eq(user.id, customerId))
          .returning({ id: user.id });
        if (disabled) await tx.delete(session).where(eq(session.userId, customerId));
        return changed.length === 1;
      });
    },

    /** The newest designs of every customer. */
    async listDesigns(input: { search?: string; offset: number; limit: number }) {
      const where = input.search
        ? or(ilike(designs.prompt, likePattern(input.search)), ilike(user.email, likePattern(input.search)))
        : undefined;
      const rows = await db
        .select({
          id: designs.id,
          userId: designs.userId,
          email: user.email,
          prompt: designs.prompt,
          thumbnailKey: designs.thumbnailKey,
          createdAt: designs.createdAt,
        })
        .from(designs)
        .innerJoin(user, eq(user.id, designs.userId))
        .where(where)
        .orderBy(desc(designs.createdAt), desc(designs.id))
        .offset(input.offset)
        .limit(input.limit);
      const [total] = await db
        .select({ n: count() })
        .from(designs)
        .innerJoin(user, eq(user.id, designs.userId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async designById(designId: string) {
      const [row] = await db.select().from(designs).where(eq(designs.id, designId));
      return row ?? null;
    },
  };
}

export type AdminCustomerRepository = ReturnType<typeof createAdminCustomerRepository>;
