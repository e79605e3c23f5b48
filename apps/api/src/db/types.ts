import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { JobDefinition, JobRequest, SendOptions } from '../ports/job-queue';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a repository needs of the job queue to enqueue inside its own transaction. */
export interface TransactionalJobs {
  /**
   * Creates the job's queue if needed. On PGlite it must run before the transaction that sends:
   * the embedded database has one connection, which the transaction holds.
   */
  prepare(job: JobDefinition): Promise<void>;
  sendInTransaction(
    tx: Tx,
    job: JobDefinition,
    payload: unknown,
    options?: SendOptions,
  ): Promise<string | null>;
}

/** Prepares the queues of `definitions`: call before opening the transaction that enqueues them. */
export async function prepareJobs(
  jobs: TransactionalJobs,
  definitions: readonly JobDefinition[],
): Promise<void> {
  for (const job of definitions) await jobs.prepare(job);
}

/** Enqueues `requests` in `tx`: they exist only if the transaction commits. */
export async function enqueueInTransaction(
  jobs: TransactionalJobs,
  tx: Tx,
  requests: readonly JobRequest[],
): Promise<void> {
  for (const { job, payload, options } of requests) await jobs.sendInTransaction(tx, job, payload, options);
}
