import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';

/**
 * Soft delete: the address leaves the customer's list but orders that shipped to it keep it.
 * Deleting an already deleted address succeeds again, so a retried request is harmless.
 */
export async function deleteShippingAddress(
  deps: Pick<UseCaseDeps, 'addresses' | 'clock'>,
  input: { userId: string; id: string },
): Promise<void> {
  const deleted = await deps.addresses.softDelete(input.userId, input.id, deps.clock.now());
  if (!deleted) throw notFound('Shipping address');
}
