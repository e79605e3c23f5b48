import { AppError } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import type { ClaimRow } from './claim-repository';

/** The 409 of an action asked for a claim the other settlement took: it names what was done. */
export async function claimSettledConflict(
  deps: Pick<UseCaseDeps, 'orders'>,
  claim: ClaimRow,
): Promise<AppError> {
  if (claim.settlement === 'refund') {
    return new AppError('CONFLICT', 'This claim was already settled by a refund.');
  }
  const replacement = claim.replacementOrderId ? await deps.orders.byId(claim.replacementOrderId) : null;
  const number = replacement?.displayOrderId ?? '';
  return new AppError('CONFLICT', `This claim was already settled by the replacement order ${number}.`);
}
