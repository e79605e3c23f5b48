import type { JobDefinition, JobRetryPolicy, SendOptions } from '../ports/job-queue';

/**
 * On the embedded database an idle worker's poll is a query run on the shop's only thread: ~5 to
 * 10 ms each, and the shop's jobs polled ~18 times a second (an idle shop spent 7 % of a core;
 * in an e2e run the polls were ~50 s of the shop's query time). There, a poll is only the
 * backstop, at this interval: the shop is the database's one process, so it knows when every job
 * becomes due and wakes the workers itself: when it sends one (the callers' `wake`), when a
 * delayed one comes due and when a failed attempt's retry does (these timers).
 */
export const EMBEDDED_BACKSTOP_POLL_SECONDS = 5;

/** Timers cannot wait longer; such a job is left to the backstop poll. */
const LONGEST_TIMER_MS = 24 * 60 * 60 * 1000;
/** pg-boss sets a retry's start a moment after the handler returns: wake a little later. */
const MARGIN_MS = 50;

/**
 * How many seconds after a failed attempt pg-boss schedules its retry, earliest and latest. With
 * backoff it picks a moment between half and all of `retryDelay * 2^(retryCount + 1)`, capped at
 * `retryDelayMax`. pg-boss does not export this (it is in its SQL and its JavaScript), so a test
 * runs real retries against it: an upgrade that changes the formula fails there.
 */
export function retryWindowSeconds(policy: JobRetryPolicy, retryCount: number): [number, number] {
  const { retryDelay = 0, retryBackoff = false, retryDelayMax = Infinity } = policy;
  if (!retryBackoff) return [retryDelay, retryDelay];
  const longest = (retryDelay || 1) * 2 ** Math.min(16, retryCount + 1);
  return [Math.min(retryDelayMax, longest / 2), Math.min(retryDelayMax, longest)];
}

export function createWakeTimers(wake: (def: JobDefinition) => void) {
  const timers = new Set<NodeJS.Timeout>();
  const wakeIn = (def: JobDefinition, ms: number) => {
    if (!(ms >= 0) || ms > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake(def);
    }, ms + MARGIN_MS);
    // A pending wake never keeps the process alive: after a restart the workers fetch at once.
    timer.unref();
    timers.add(timer);
  };
  return {
    /**
     * A job sent: wake its workers when it comes due (at once when it is due now). A job sent in a
     * transaction that is due now exists only once that commits: its caller wakes the workers then.
     */
    sent(def: JobDefinition, options: SendOptions | undefined, inTransaction = false) {
      const startAfter = options?.startAfter;
      if (startAfter === undefined) {
        if (!inTransaction) wake(def);
        return;
      }
      wakeIn(def, typeof startAfter === 'number' ? startAfter * 1000 : startAfter.getTime() - Date.now());
    },
    /**
     * An attempt failed and will be retried within `retryWindowSeconds`: a window of up to ten
     * seconds is watched every half second, as the workers' own polls did; a longer one at its two
     * ends, with the backstop poll between.
     */
    failed(def: JobDefinition, retryCount: number) {
      const [from, to] = retryWindowSeconds(def.queue ?? {}, retryCount);
      const step = to - from <= 10 ? 0.5 : to - from;
      for (let seconds = from; seconds <= to; seconds += step) wakeIn(def, seconds * 1000);
    },
    clear() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
