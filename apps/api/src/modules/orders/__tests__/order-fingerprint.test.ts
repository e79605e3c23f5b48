import type { CreateOrderBody } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../checkout/create-order';

// Stored orders keep the fingerprint they were placed with, and a client retrying with the same
// Idempotency-Key must match it: these hashes were computed before the canonical JSON moved to a
// library and must never change.
const first = {
  quantity: 2,
  product_id: 'TEE-BLK-M',
  designs: { back: '5f0e1d2c-3b4a-4968-8776-655443322110', front: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
  placements: { front: { y: 0.4, x: 0.5, rotation: -12.5, width: 0.875 } },
};
const second = {
  product_id: 'TEE-WHT-XL',
  designs: { front: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
  quantity: 1,
};
const body: CreateOrderBody = {
  shipping_address_id: '0b7f6a5e-3c1d-4e8f-9a2b-1c3d5e7f9a0b',
  items: [first, second],
  terms_accepted: true,
};

describe('the order fingerprint', () => {
  it('is the hash a stored order was placed with', () => {
    expect(fingerprintOf(body)).toBe('0dbdd9f63e74108473dbe7024e080afb5666d830069f0423cc12a0077f86a9f0');
  });

  it('does not depend on key order or on keys left undefined', () => {
    const reordered = {
      items: [
        { placements: first.placements, designs: first.designs, product_id: first.product_id, quantity: 2 },
        { ...second, placements: undefined },
      ],
      shipping_address_id: body.shipping_address_id,
    };
    expect(fingerprintOf(reordered)).toBe(fingerprintOf(body));
  });

  it('changes with the order', () => {
    const more = { ...body, items: [first, { ...second, quantity: 2 }] };
    expect(fingerprintOf(more)).not.toBe(fingerprintOf(body));
  });
});
