import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';

/** `max` attempts per `window` seconds. */
export type RateLimitRule = { window: number; max: number };
export type RateLimitCount = { count: number; resetAt: number };

/**
 * shop_rate_limits: the shop's own counters (better-auth's `rate_limit` table is the library's,
 * and its clean-up deleted our rows after a minute). One atomic statement per attempt, so every
 * process on the database counts together.
 */
export function createRateLimitRepository(db: Db | Tx) {
  return {
    /**
     * Counts one attempt against `key`. The window reopens `window` seconds after the last
     * allowed attempt; refused attempts do not push it further.
     */
    async countAttempt(key: string, rule: RateLimitRule, now: number): Promise<RateLimitCount> {
      const at = new Date(now);
      const reset = new Date(now + rule.window * 1000);
      const result = await db.execute(sql`
        insert into shop_rate_limits (key, count, window_started_at, reset_at)
        values (${key}, 1, ${at}, ${reset})
        on conflict (key) do update set
          count = case when shop_rate_limits.reset_at <= ${at} then 1 else shop_rate_limits.count + 1 end,
          window_started_at = case when shop_rate_limits.reset_at <= ${at} then ${at}
            else shop_rate_limits.window_started_at end,
          reset_at = case
            when shop_rate_limits.reset_at <= ${at} or shop_rate_limits.count < ${rule.max} then ${reset}
            else shop_rate_limits.reset_at end
        returning count, reset_at`);
      const row = (result as unknown as { rows: { count: number | string; reset_at: Date | string }[] })
        .rows[0]!;
      return { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() };
    },

    /** How many attempts `key` has in its current window (0 when none or reopened). */
    async current(key: string, now: number): Promise<number> {
      const result = await db.execute(
        sql`select count from shop_rate_limits where key = ${key} and reset_at > ${new Date(now)}`,
      );
      const row = (result as unknown as { rows: { count: number | string }[] }).rows[0];
      return row ? Number(row.count) : 0;
    },

    /** Forgets windows that closed before `before` (the table holds one row per key). */
    async purge(before: number): Promise<void> {
      await db.execute(sql`delete from shop_rate_limits where reset_at < ${new Date(before)}`);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
