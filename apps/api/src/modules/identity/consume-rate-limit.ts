import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type RateLimitRule = { window: number; max: number };
export type RateLimitDecision = { allowed: boolean; retryAfter: number };

/**
 * Counts one attempt against `key` in the shared rate_limit table (the one better-auth's own
 * limits use) in a single atomic statement, so every process on the database counts together.
 * The window restarts once `window` seconds pass after the last allowed attempt.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const expiredBefore = now - rule.window * 1000;
  const result = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${expiredBefore} then 1 else rate_limit.count + 1 end,
      last_request = case
        when rate_limit.last_request <= ${expiredBefore} or rate_limit.count < ${rule.max} then ${now}
        else rate_limit.last_request end
    returning count, last_request`);
  // node-postgres and PGlite both answer with `rows`; bigint arrives as a string on the former.
  const row = (result as unknown as { rows: { count: number | string; last_request: number | string }[] })
    .rows[0]!;
  const allowed = Number(row.count) <= rule.max;
  const retryAfter = allowed
    ? 0
    : Math.max(1, Math.ceil((Number(row.last_request) + rule.window * 1000 - now) / 1000));
  return { allowed, retryAfter };
}
