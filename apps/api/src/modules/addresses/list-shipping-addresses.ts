import type { ShippingAddress } from '@prompttee/domain';
import type { AddressRepository } from './address-repository';
import { toShippingAddress } from './to-shipping-address';

export async function listShippingAddresses(options: {
  addresses: AddressRepository;
  userId: string;
}): Promise<ShippingAddress[]> {
  const rows = await options.addresses.listActive(options.userId);
  return rows.map(toShippingAddress);
}
