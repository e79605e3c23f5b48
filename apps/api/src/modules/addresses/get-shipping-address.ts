import type { ShippingAddress } from '@prompttee/domain';
import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import { toShippingAddress } from './to-shipping-address';

/** Deleted addresses stay readable by their owner: order history shows where an order went. */
export async function getShippingAddress(
  deps: Pick<UseCaseDeps, 'addresses'>,
  input: { userId: string; id: string },
): Promise<ShippingAddress> {
  const row = await deps.addresses.findOwned(input.userId, input.id);
  if (!row) throw notFound('Shipping address');
  return toShippingAddress(row);
}
