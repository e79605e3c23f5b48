import type { UseCaseDeps } from '../use-case-deps';

/**
 * A customer's design quota: DESIGN_QUOTA once their e-mail address is verified, and
 * UNVERIFIED_DESIGN_QUOTA until then (accounts are free; with a paid image API an unverified
 * quota would multiply with every throwaway address).
 */
export async function quotaTotalOf(
  deps: Pick<UseCaseDeps, 'identity' | 'config'>,
  userId: string,
): Promise<number> {
  if (await deps.identity.isEmailVerified(userId)) return deps.config.DESIGN_QUOTA;
  return Math.min(deps.config.UNVERIFIED_DESIGN_QUOTA, deps.config.DESIGN_QUOTA);
}
