import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type JobWithMetadata } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { TransactionalJobs } from '../db/types';
import type { GivenUpJob, JobDefinition, JobQueue } from '../ports/job-queue';
import { createWakeTimers, EMBEDDED_BACKSTOP_POLL_SECONDS } from './wake-timers';

export { defineJob, type JobDefinition } from '../ports/job-queue';

/** The job queue on pg-boss, in the shop's database: the JobQueue port and what runs it. */
export type Queue = JobQueue &
  TransactionalJobs & {
    start(): Promise<void>;
    stop(): Promise<void>;
    schedule<S extends z.ZodType>(def: JobDefinition<S>, cron: string, payload: z.infer<S>): Promise<void>;
    /** Called once a job failed its last attempt: pg-boss will not run it again (decision 019). */
    onGivenUp(listener: GivenUpListener): void;
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
export type GivenUpListener = (job: GivenUpJob) => Promise<void>;

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

  // On PostgreSQL the web and worker roles can be separate processes: a wake is also a NOTIFY,
  // which the processes with workers hear (decision 021). PGlite is a single process.
  const WAKE_CHANNEL = 'job_wake';
  let wakeListener: Promise<() => Promise<void>> | null = null;
  const wakeLocal = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  const wake = (def: JobDefinition) => {
    wakeLocal(def.name);
    if (database.kind === 'postgres') {
      database.db
        .execute(sql`select pg_notify(${WAKE_CHANNEL}, ${def.name})`)
        .catch((err) => log(`waking ${def.name} workers failed`, err));
    }
  };
  // PostgreSQL's processes poll at each job's own interval; the embedded shop wakes its own.
  const embedded = database.kind === 'pglite';
  const timers = createWakeTimers(wake);
  const created = new Map<string, Promise<void>>();
  const prepared = new Set<string>();
  const workerIds = new Map<string, string[]>();
  let givenUp: GivenUpListener | null = null;
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
    stop: async () => {
      timers.clear();
      const listening = wakeListener;
      wakeListener = null;
      await (
        await listening?.catch(() => null)
      )?.();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    async send(def, payload, options) {
      await ensureQueue(def);
      const id = await boss.send(def.name, def.payload.parse(payload) as object, options ?? {});
      if (embedded) timers.sent(def, options);
      return id;
    },
    prepare: ensureQueue,
    async sendInTransaction(tx, def, payload, options) {
      if (database.kind === 'pglite' && !prepared.has(def.name)) {
        throw new Error(`Queue ${def.name} is not prepared: await queue.prepare(job) before the transaction`);
      }
      await ensureQueue(def);
      // The drizzle adapter runs pg-boss's insert through `tx`, so it commits or rolls back with it.
      const db = fromDrizzle(tx as never, sql as never);
      const id = await boss.send(def.name, def.payload.parse(payload) as object, { ...options, db });
      if (embedded) timers.sent(def, options, true);
      return id;
    },
    async work(def, handler) {
      await ensureQueue(def);
      const workerId = await boss.work(
        def.name,
        {
          pollingIntervalSeconds: embedded
            ? Math.max(def.pollingIntervalSeconds ?? 2, EMBEDDED_BACKSTOP_POLL_SECONDS)
            : (def.pollingIntervalSeconds ?? 2),
          localConcurrency: def.localConcurrency ?? 1,
          includeMetadata: true,
        },
        async (jobs: JobWithMetadata<unknown>[]) => {
          for (const job of jobs) {
            const parsed = def.payload.safeParse(job.data);
            // A payload that no longer parses can never succeed: drop it loudly instead of retrying.
            if (!parsed.success) {
              log(`job ${def.name} ${job.id} has an invalid payload; dropped`, parsed.error);
              continue;
            }
            try {
              await handler(parsed.data, job);
            } catch (error) {
              if (embedded && job.retryCount < job.retryLimit) timers.failed(def, job.retryCount);
              if (job.retryCount >= job.retryLimit && givenUp) {
                const attempts = job.retryCount + 1;
                await givenUp({ name: def.name, id: job.id, payload: parsed.data, attempts, error }).catch(
                  (err: unknown) => log(`reporting the given-up job ${def.name} ${job.id} failed`, err),
                );
              }
              throw error;
            }
          }
        },
      );
      workerIds.set(def.name, [...(workerIds.get(def.name) ?? []), workerId]);
      if (database.kind === 'postgres' && !wakeListener) {
        wakeListener = database.listen(WAKE_CHANNEL, wakeLocal);
        await wakeListener;
      }
    },
    wake,
    async stateOf(def, id) {
      // A worker-only process may not have touched this job's queue yet.
      await ensureQueue(def);
      const [job] = await boss.findJobs(def.name, { id });
      return job?.state ?? null;
    },
    onGivenUp(listener) {
      givenUp = listener;
    },
    async schedule(def, cron, payload) {
      await ensureQueue(def);
      await boss.schedule(def.name, cron, def.payload.parse(payload) as object);
    },
  };
}
