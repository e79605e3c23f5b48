import type { ShippingAddress } from '@prompttee/domain';
import { notFound } from '../../errors';
import type { AddressRepository } from './address-repository';
import { toShippingAddress } from './to-shipping-address';

/** Deleted addresses stay readable by their owner: order history shows where an order went. */
export async function getShippingAddress(options: {
  addresses: AddressRepository;
  userId: string;
  id: string;
}): Promise<ShippingAddress> {
  const row = await options.addresses.findOwned(options.userId, options.id);
  if (!row) throw notFound('Shipping address');
  return toShippingAddress(row);
}
