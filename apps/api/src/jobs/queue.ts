import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Job } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { TransactionalJobs } from '../db/types';
import type { JobDefinition, JobQueue } from '../ports/job-queue';

export { defineJob, type JobDefinition } from '../ports/job-queue';

/** The job queue on pg-boss, in the shop's database: the JobQueue port and what runs it. */
export type Queue = JobQueue &
  TransactionalJobs & {
    start(): Promise<void>;
    stop(): Promise<void>;
    schedule<S extends z.ZodType>(def: JobDefinition<S>, cron: string, payload: z.infer<S>): Promise<void>;
    boss: PgBoss;
  };

/**
 * Every queue's jobs need a heartbeat this often (pg-boss refreshes it every half of it while the
 * handler runs). A job whose process died stops beating and is failed, then retried, at the next
 * supervision pass: with both intervals at 10 s a crashed job runs again within about 25 s, where
 * `expireInSeconds` alone (5 minutes for generation) kept it 'running' that long. A live worker
 * stuck on a slow vendor still beats, so `expireInSeconds` stays the bound for a hung attempt.
 */
export const JOB_HEARTBEAT_SECONDS = 10;
const SUPERVISION = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 };

export function createQueue(
  database: Database,
  log: (msg: string, err?: unknown) => void,
  knownJobs: readonly JobDefinition[] = [],
): Queue {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite', ...SUPERVISION })
      : new PgBoss({ connectionString: database.url!, max: 4, ...SUPERVISION });
  boss.on('error', (err) => log('queue error', err));

  const created = new Map<string, Promise<void>>();
  const prepared = new Set<string>();
  const workerIds = new Map<string, string[]>();
  const ensureQueue = (def: JobDefinition) => {
    let ready = created.get(def.name);
    if (!ready) {
      ready = (async () => {
        const options = { heartbeatSeconds: JOB_HEARTBEAT_SECONDS, ...def.queue };
        await boss.createQueue(def.name, options);
        // A queue made by an earlier version keeps its old options: bring the heartbeat in line.
        await boss.updateQueue(def.name, { heartbeatSeconds: options.heartbeatSeconds });
        // createQueue empties pg-boss's cache entry for the queue, and a send inside a PGlite
        // transaction that has to refill it waits for the connection the transaction holds.
        // Any call by queue name refills it now, outside a transaction.
        await boss.findJobs(def.name, { id: '00000000-0000-0000-0000-000000000000' });
        prepared.add(def.name);
      })();
      ready.catch(() => created.delete(def.name));
      created.set(def.name, ready);
    }
    return ready;
  };

  return {
    boss,
    start: async () => {
      await boss.start();
      await Promise.all(knownJobs.map(ensureQueue));
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
    async send(def, payload, options) {
      await ensureQueue(def);
      return boss.send(def.name, def.payload.parse(payload) as object, options ?? {});
    },
    prepare: ensureQueue,
    async sendInTransaction(tx, def, payload, options) {
      if (database.kind === 'pglite' && !prepared.has(def.name)) {
        throw new Error(`Queue ${def.name} is not prepared: await queue.prepare(job) before the transaction`);
      }
      await ensureQueue(def);
      // The drizzle adapter runs pg-boss's insert through `tx`, so it commits or rolls back with it.
      const db = fromDrizzle(tx as never, sql as never);
      return boss.send(def.name, def.payload.parse(payload) as object, { ...options, db });
    },
    async work(def, handler) {
      await ensureQueue(def);
      const workerId = await boss.work(
        def.name,
        {
          pollingIntervalSeconds: def.pollingIntervalSeconds ?? 2,
          localConcurrency: def.localConcurrency ?? 1,
        },
        async (jobs: Job<unknown>[]) => {
          for (const job of jobs) {
            const parsed = def.payload.safeParse(job.data);
            // A payload that no longer parses can never succeed: drop it loudly instead of retrying.
            if (!parsed.success) {
              log(`job ${def.name} ${job.id} has an invalid payload; dropped`, parsed.error);
              continue;
            }
            await handler(parsed.data, job);
          }
        },
      );
      workerIds.set(def.name, [...(workerIds.get(def.name) ?? []), workerId]);
    },
    wake(def) {
      for (const id of workerIds.get(def.name) ?? []) boss.notifyWorker(id);
    },
    async schedule(def, cron, payload) {
      await ensureQueue(def);
      await boss.schedule(def.name, cron, def.payload.parse(payload) as object);
    },
  };
}
