export { createAddressRepository, type AddressRepository, type AddressRow } from './address-repository';
export { createShippingAddress, MAX_ADDRESSES_PER_USER } from './create-shipping-address';
export { deleteShippingAddress } from './delete-shipping-address';
export { getShippingAddress } from './get-shipping-address';
export { listShippingAddresses } from './list-shipping-addresses';
export { toShippingAddress } from './to-shipping-address';
