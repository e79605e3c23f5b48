import type { Queue } from './queue';

/**
 * What a job handler is given: the queue it works (and schedules on), and what its use case asks
 * for, never the whole composition root, so each handler's needs are written at its head.
 */
export type WorkerDeps<UseCaseNeeds = unknown> = UseCaseNeeds & {
  queue: Pick<Queue, 'work' | 'schedule' | 'stateOf'>;
};

/** The first parameter of a use case: the deps it takes. */
export type NeedsOf<F extends (deps: never, ...rest: never[]) => unknown> = Parameters<F>[0];
