import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Job, type QueueOptions } from 'pg-boss';
import type { z } from 'zod';
import type { Database, Tx } from '../db/client';

/** A job type: its queue name, the zod schema of its payload and its retry policy. */
export type JobDefinition<S extends z.ZodType> = {
  name: string;
  payload: S;
  queue?: Omit<QueueOptions, 'name'>;
  /** How often an idle worker looks for work; low for jobs a customer is waiting on. */
  pollingIntervalSeconds?: number;
  localConcurrency?: number;
};

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export type JobHandler<S extends z.ZodType> = (payload: z.infer<S>, job: Job<unknown>) => Promise<void>;

export type SendOptions = { singletonKey?: string; startAfter?: Date | number; id?: string };

export type Queue = {
  start(): Promise<void>;
  stop(): Promise<void>;
  send<S extends z.ZodType>(
    def: JobDefinition<S>,
    payload: z.infer<S>,
    options?: SendOptions,
  ): Promise<string | null>;
  /**
   * Creates the job's queue if needed. On PGlite call it before opening the transaction that
   * uses sendInTransaction: the embedded database has one connection, which the transaction holds.
   */
  prepare(def: JobDefinition<z.ZodType>): Promise<void>;
  /** Enqueue inside a database transaction: the job exists only if the transaction commits. */
  sendInTransaction<S extends z.ZodType>(
    tx: Tx,
    def: JobDefinition<S>,
    payload: z.infer<S>,
    options?: SendOptions,
  ): Promise<string | null>;
  work<S extends z.ZodType>(def: JobDefinition<S>, handler: JobHandler<S>): Promise<void>;
  /** Wakes this process's idle workers of `def` now instead of at their next poll (no-op elsewhere). */
  wake(def: JobDefinition<z.ZodType>): void;
  schedule<S extends z.ZodType>(def: JobDefinition<S>, cron: string, payload: z.infer<S>): Promise<void>;
  boss: PgBoss;
};

export function createQueue(
  database: Database,
  log: (msg: string, err?: unknown) => void,
  knownJobs: JobDefinition<z.ZodType>[] = [],
): Queue {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite' })
      : new PgBoss({ connectionString: database.url!, max: 4 });
  boss.on('error', (err) => log('queue error', err));

  const created = new Map<string, Promise<void>>();
  const prepared = new Set<string>();
  const workerIds = new Map<string, string[]>();
  const ensureQueue = (def: JobDefinition<z.ZodType>) => {
    let ready = created.get(def.name);
    if (!ready) {
      ready = (async () => {
        await boss.createQueue(def.name, def.queue ?? {});
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
