import type { ShippingAddress, ShippingAddressInput } from '@prompttee/domain';
import { AppError } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import { toShippingAddress } from './to-shipping-address';

/** Enough for home, work and family; a cap keeps one account from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;

export const TOO_MANY_ADDRESSES_MESSAGE = `You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one you no longer use to add another.`;

/** Saves a validated address (the route has applied shippingAddressInputSchema). */
export async function createShippingAddress(
  deps: Pick<UseCaseDeps, 'addresses'>,
  input: { userId: string; address: ShippingAddressInput },
): Promise<ShippingAddress> {
  return deps.addresses.transaction(async (addresses) => {
    // Locking the user's row serialises their concurrent creates, so two at once cannot pass the cap.
    await addresses.lockOwner(input.userId);
    if ((await addresses.countActive(input.userId)) >= MAX_ADDRESSES_PER_USER) {
      throw new AppError('BAD_REQUEST', TOO_MANY_ADDRESSES_MESSAGE, { limit: MAX_ADDRESSES_PER_USER });
    }
    return toShippingAddress(await addresses.insert(input.userId, input.address));
  });
}
