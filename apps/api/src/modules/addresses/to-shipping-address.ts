import type { ShippingAddress } from '@prompttee/domain';
import type { AddressRow } from './address-repository';

/** The address without its ids: what an order keeps, so later edits to the address change no order. */
export function toAddressSnapshot(row: AddressRow): Omit<ShippingAddress, 'address_id' | 'id'> {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    vat_number: row.vatNumber,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    county: row.county,
    postcode: row.postcode,
    country: row.country,
    phone1: row.phone1,
  };
}

/** A stored row in the contract's shape; `address_id` and `id` carry the same value (spec section 3). */
export function toShippingAddress(row: AddressRow): ShippingAddress {
  return { address_id: row.id, id: row.id, ...toAddressSnapshot(row) };
}
