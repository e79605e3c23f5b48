import { notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { AddressRepository } from './address-repository';

/**
 * Soft delete: the address leaves the customer's list but orders that shipped to it keep it.
 * Deleting an already deleted address succeeds again, so a retried request is harmless.
 */
export async function deleteShippingAddress(options: {
  addresses: AddressRepository;
  clock: Clock;
  userId: string;
  id: string;
}): Promise<void> {
  const deleted = await options.addresses.softDelete(options.userId, options.id, options.clock.now());
  if (!deleted) throw notFound('Shipping address');
}
