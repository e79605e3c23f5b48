import type { ShippingAddress } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import { toShippingAddress } from './to-shipping-address';

/** The addresses the customer can still choose, newest first. */
export async function listShippingAddresses(
  deps: Pick<UseCaseDeps, 'addresses'>,
  input: { userId: string },
): Promise<ShippingAddress[]> {
  const rows = await deps.addresses.listActive(input.userId);
  return rows.map(toShippingAddress);
}
