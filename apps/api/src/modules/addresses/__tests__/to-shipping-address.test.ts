import { describe, expect, it } from 'vitest';
import type { AddressRow } from '../address-repository';
import { toAddressSnapshot, toShippingAddress } from '../to-shipping-address';

const row: AddressRow = {
  id: '0b6c4c38-9d3e-4c38-8f0e-2a1f3c4d5e6f',
  userId: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  vatNumber: null,
  address1: 'Tartu mnt 1',
  address2: null,
  city: 'Tallinn',
  county: 'Harju',
  postcode: '10115',
  country: 'EE',
  phone1: '+3725551234',
  deletedAt: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
};

describe('the address an order keeps', () => {
  it('is the contract address without its ids', () => {
    const { address_id, id, ...rest } = toShippingAddress(row);
    expect([address_id, id]).toEqual([row.id, row.id]);
    expect(toAddressSnapshot(row)).toEqual(rest);
    expect(toAddressSnapshot(row)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: null,
      vat_number: null,
      address1: 'Tartu mnt 1',
      address2: null,
      city: 'Tallinn',
      county: 'Harju',
      postcode: '10115',
      country: 'EE',
      phone1: '+3725551234',
    });
  });
});
