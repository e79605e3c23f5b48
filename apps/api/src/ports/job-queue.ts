import type { z } from 'zod';

/** How often a job is retried and how long an attempt may take (pg-boss's queue options). */
export type JobRetryPolicy = {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number;
  expireInSeconds?: number;
};

/** A job type: its queue name, the zod schema of its payload and its retry policy. */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  queue?: JobRetryPolicy;
  /** How often an idle worker looks for work; low for jobs a customer is waiting on. */
  pollingIntervalSeconds?: number;
  localConcurrency?: number;
};

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export type SendOptions = { singletonKey?: string; startAfter?: Date | number; id?: string };

/** A job to enqueue together with a write: it exists only if the write commits. */
export type JobRequest = { job: JobDefinition; payload: unknown; options?: SendOptions };

/** Builds a JobRequest whose payload is checked against its job's schema by the compiler. */
export function jobRequest<S extends z.ZodType>(
  job: JobDefinition<S>,
  payload: z.infer<S>,
  options?: SendOptions,
): JobRequest {
  return { job, payload, ...(options ? { options } : {}) };
}

export type JobHandler<S extends z.ZodType> = (
  payload: z.infer<S>,
  job: { id: string; retryCount: number; signal: AbortSignal },
) => Promise<void>;

/** Where a job is in the queue: waiting, waiting to be retried, running, or ended one way or another. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A job that failed its last attempt: the queue will not run it again. */
export type GivenUpJob = { name: string; id: string; payload: unknown; attempts: number; error: unknown };

/** The job queue as use cases and adapters see it. */
export interface JobQueue {
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.infer<S>,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Wakes this process's idle workers of `job` now instead of at their next poll (no-op elsewhere). */
  wake(job: JobDefinition): void;
  /** Runs `handler` for every job of this type, in this process (workers only). */
  work<S extends z.ZodType>(job: JobDefinition<S>, handler: JobHandler<S>): Promise<void>;
  /** The state of one job of this type; null when the queue does not have it (never had, or deleted). */
  stateOf(job: JobDefinition, id: string): Promise<JobState | null>;
}
