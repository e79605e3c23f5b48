import type { CartItem } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { orderErrorDetail } from '../lib/order-error-detail';

const items = [{ name: 'Custom (White / M) - front' }, { name: 'Custom (Black / L) - back' }] as CartItem[];
const refused = (status: number, message: string | null) =>
  new ApiError(`Request failed with status code ${status}`, status, 'X', message);

describe('orderErrorDetail', () => {
  it('names the cart line a refusal is about', () => {
    expect(
      orderErrorDetail(
        refused(
          410,
          'items.1.designs.back: This design has expired. Create a new design or choose another one.',
        ),
        items,
      ),
    ).toBe('Custom (Black / L) - back: This design has expired. Create a new design or choose another one.');
    expect(orderErrorDetail(refused(400, 'items.0.product_id: Unknown product X'), items)).toBe(
      'Custom (White / M) - front: Unknown product X',
    );
  });

  it('drops a field path the customer does not need', () => {
    expect(orderErrorDetail(refused(404, 'shipping_address_id: Shipping address not found'), items)).toBe(
      'Shipping address not found',
    );
    expect(orderErrorDetail(refused(409, 'Your cart changed'), items)).toBe('Your cart changed');
  });

  it('has nothing to add for server failures, sign-in problems and network errors', () => {
    expect(orderErrorDetail(refused(500, 'Something went wrong on our side.'), items)).toBeNull();
    expect(orderErrorDetail(refused(502, 'Stripe is down'), items)).toBeNull();
    expect(orderErrorDetail(refused(401, 'Missing bearer token.'), items)).toBeNull();
    expect(orderErrorDetail(new ApiError('Network Error', null), items)).toBeNull();
    expect(orderErrorDetail(new Error('boom'), items)).toBeNull();
  });
});
