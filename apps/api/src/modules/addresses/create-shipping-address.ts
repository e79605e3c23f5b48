import type { ShippingAddress, ShippingAddressInput } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { createAddressRepository } from './address-repository';
import { toShippingAddress } from './to-shipping-address';

/** Enough for home, work and family; a cap keeps one account from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;

export const TOO_MANY_ADDRESSES_MESSAGE = `You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one you no longer use to add another.`;

/** Saves a validated address (the route has applied shippingAddressInputSchema). */
export async function createShippingAddress(options: {
  db: Db;
  userId: string;
  input: ShippingAddressInput;
}): Promise<ShippingAddress> {
  const { db, userId, input } = options;
  return db.transaction(async (tx) => {
    // Locking the user's row serialises their concurrent creates, so two at once cannot pass the cap.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const addresses = createAddressRepository(tx);
    if ((await addresses.countActive(userId)) >= MAX_ADDRESSES_PER_USER) {
      throw new AppError('BAD_REQUEST', TOO_MANY_ADDRESSES_MESSAGE, { limit: MAX_ADDRESSES_PER_USER });
    }
    return toShippingAddress(await addresses.insert(userId, input));
  });
}
