import type { ShippingAddressInput } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { createShippingAddress, MAX_ADDRESSES_PER_USER } from '../create-shipping-address';
import { deleteShippingAddress } from '../delete-shipping-address';
import { getShippingAddress } from '../get-shipping-address';
import { listShippingAddresses } from '../list-shipping-addresses';

const address: ShippingAddressInput = {
  first_name: 'Mari',
  last_name: 'Tamm',
  company: '',
  vat_number: null,
  address1: 'Narva mnt 5',
  address2: '',
  city: 'Tallinn',
  county: 'Harjumaa',
  postcode: '10117',
  country: 'EE',
  phone1: '+3725551234',
};

describe('the shipping address use cases', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  it('saves an address with empty optional fields as null, and lists it to its owner only', async () => {
    const owner = await h.addUser();
    const other = await h.addUser();
    const saved = await createShippingAddress(h.deps, { userId: owner.id, address });
    expect(saved).toMatchObject({ address_id: saved.id, company: null, address2: null, country: 'EE' });
    expect(await listShippingAddresses(h.deps, { userId: owner.id })).toEqual([saved]);
    expect(await listShippingAddresses(h.deps, { userId: other.id })).toEqual([]);
    await expect(getShippingAddress(h.deps, { userId: other.id, id: saved.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('deletes softly: gone from the list, still readable by its owner, deleting again is fine', async () => {
    const owner = await h.addUser();
    const saved = await createShippingAddress(h.deps, { userId: owner.id, address });
    await deleteShippingAddress(h.deps, { userId: owner.id, id: saved.id });
    await deleteShippingAddress(h.deps, { userId: owner.id, id: saved.id });
    expect(await listShippingAddresses(h.deps, { userId: owner.id })).toEqual([]);
    expect(await getShippingAddress(h.deps, { userId: owner.id, id: saved.id })).toEqual(saved);
    const stranger = await h.addUser();
    await expect(deleteShippingAddress(h.deps, { userId: stranger.id, id: saved.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('holds the cap even when creates race', async () => {
    const owner = await h.addUser();
    const results = await Promise.allSettled(
      Array.from({ length: MAX_ADDRESSES_PER_USER + 3 }, () =>
        createShippingAddress(h.deps, { userId: owner.id, address }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_ADDRESSES_PER_USER);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
    expect(await listShippingAddresses(h.deps, { userId: owner.id })).toHaveLength(MAX_ADDRESSES_PER_USER);
  });
});
