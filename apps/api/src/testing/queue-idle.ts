import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';

/**
 * Waits until the job queue has nothing to do: no job running, and none due now or within
 * `horizonMs` (a job a handler deferred by a moment counts as work still to come). Tests that
 * prove something did NOT happen (a second e-mail, a rolled-back job) wait for this instead of
 * sleeping a fixed time: once the queue is idle, whatever was going to happen has happened.
 */
export async function waitForQueueIdle(
  deps: Pick<Deps, 'db'>,
  options: {
    /** Only these jobs (by definition); by default every queue, so every queue needs a worker. */
    jobs?: readonly { name: string }[];
    horizonMs?: number;
    timeoutMs?: number;
  } = {},
): Promise<void> {
  const horizon = `${options.horizonMs ?? 2000} milliseconds`;
  const names = options.jobs?.map((job) => job.name);
  const only = names
    ? sql`and name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`
    : sql``;
  const until = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const { rows } = (await deps.db.execute(sql`
      select count(*)::int as busy from pgboss.job
      where (state = 'active'
         or (state in ('created', 'retry') and start_after <= now() + ${horizon}::interval))
        ${only}
    `)) as unknown as { rows: { busy: number }[] };
    if (rows[0]!.busy === 0) return;
    if (Date.now() > until) throw new Error(`the job queue is still busy (${rows[0]!.busy} jobs)`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
