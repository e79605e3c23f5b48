import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { alerts } from '../../db/schema';

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = typeof alerts.$inferInsert;

/** alerts: one row per kind and occurrence (ref), open until an operator resolves it. */
export function createAlertRepository(db: Db | Tx) {
  return {
    /** Answers the new alert, or null when this occurrence was already raised. */
    async raise(alert: NewAlert): Promise<AlertRow | null> {
      const [row] = await db.insert(alerts).values(alert).onConflictDoNothing().returning();
      return row ?? null;
    },

    list(options: { open?: boolean; limit: number }): Promise<AlertRow[]> {
      return db
        .select()
        .from(alerts)
        .where(options.open ? isNull(alerts.resolvedAt) : undefined)
        .orderBy(desc(alerts.createdAt))
        .limit(options.limit);
    },

    /** Answers false when the alert does not exist or was already resolved. */
    async resolve(id: string, by: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(alerts)
        .set({ resolvedAt: now, resolvedBy: by })
        .where(and(eq(alerts.id, id), isNull(alerts.resolvedAt)))
        .returning({ id: alerts.id });
      return rows.length === 1;
    },
  };
}

export type AlertRepository = ReturnType<typeof createAlertRepository>;
