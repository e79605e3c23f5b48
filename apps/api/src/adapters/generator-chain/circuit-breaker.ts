/**
 * A provider's breaker: after `failures` failures in a row it opens for `openMs`, so GENERATEs go
 * straight to the next provider instead of each waiting out a dead one; then one call is let
 * through (half open), and a success closes it again. Kept per process: it only saves waiting.
 */
export type CircuitBreaker = { allows(): boolean; succeeded(): void; failed(): void };

export function createCircuitBreaker(options: {
  failures: number;
  openMs: number;
  now: () => number;
}): CircuitBreaker {
  let inARow = 0;
  let openUntil = 0;
  return {
    allows: () => options.now() >= openUntil,
    succeeded() {
      inARow = 0;
      openUntil = 0;
    },
    failed() {
      inARow++;
      if (inARow >= options.failures) openUntil = options.now() + options.openMs;
    },
  };
}
