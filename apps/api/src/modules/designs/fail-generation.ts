import type { UseCaseDeps } from '../use-case-deps';

/**
 * Fails an open generation job and refunds its quota unit, at most once per job however often it
 * is called (retries, the stale job sweep, two workers): true only for the call that settled it.
 */
export async function failGeneration(
  deps: Pick<UseCaseDeps, 'designs'>,
  input: { jobId: string; reason: string },
): Promise<boolean> {
  return deps.designs.failGeneration(input.jobId, input.reason);
}
