import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { designQuotas } from '../../db/schema';

/**
 * Takes one unit of the user's quota for the period, or returns false when none is left. One
 * conditional upsert: the row lock it takes makes concurrent creates queue behind each other, and
 * the `where` re-checks the count under that lock, so the quota can never be overspent.
 */
export async function consumeQuotaUnit(
  tx: Tx,
  options: { userId: string; periodStart: Date; total: number },
): Promise<boolean> {
  const rows = await tx
    .insert(designQuotas)
    .values({ userId: options.userId, periodStart: options.periodStart, used: 1 })
    .onConflictDoUpdate({
      target: [designQuotas.userId, designQuotas.periodStart],
      set: { used: sql`${designQuotas.used} + 1` },
      setWhere: sql`${designQuotas.used} < ${options.total}`,
    })
    .returning({ used: designQuotas.used });
  return rows.length === 1;
}

/** Gives back the unit a failed generation took. Callers make sure this happens once per job. */
export async function refundQuotaUnit(tx: Tx, options: { userId: string; periodStart: Date }): Promise<void> {
  await tx
    .update(designQuotas)
    .set({ used: sql`greatest(${designQuotas.used} - 1, 0)` })
    .where(and(eq(designQuotas.userId, options.userId), eq(designQuotas.periodStart, options.periodStart)));
}

export async function readQuotaUsed(db: Db, options: { userId: string; periodStart: Date }): Promise<number> {
  const [row] = await db
    .select({ used: designQuotas.used })
    .from(designQuotas)
    .where(and(eq(designQuotas.userId, options.userId), eq(designQuotas.periodStart, options.periodStart)));
  return row?.used ?? 0;
}
