import type { CartItem, ErrorCode } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { orderErrorDetail } from '../lib/order-error-detail';

const items = [{ name: 'Custom (White / M) - front' }, { name: 'Custom (Black / L) - back' }] as CartItem[];
const refused = (status: number, code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new ApiError(`Request failed with status code ${status}`, status, code, message, fields ? { fields } : {});

describe('orderErrorDetail', () => {
  it('names the cart line the refused field is about', () => {
    const expired = 'This design has expired. Create a new design or choose another one.';
    expect(
      orderErrorDetail(
        refused(410, 'GONE', `items.1.designs.back: ${expired}`, { 'items.1.designs.back': expired }),
        items,
      ),
    ).toBe(`Custom (Black / L) - back: ${expired}`);
    expect(
      orderErrorDetail(
        refused(400, 'BAD_REQUEST', 'wording of no interest', { 'items.0.product_id': 'Unknown product X' }),
        items,
      ),
    ).toBe('Custom (White / M) - front: Unknown product X');
  });

  it("shows another field's message without its path, and a message without fields as it is", () => {
    expect(
      orderErrorDetail(
        refused(404, 'NOT_FOUND', 'shipping_address_id: Shipping address not found', {
          shipping_address_id: 'Shipping address not found',
        }),
        items,
      ),
    ).toBe('Shipping address not found');
    expect(orderErrorDetail(refused(409, 'CONFLICT', 'Your cart changed'), items)).toBe('Your cart changed');
    // A message that looks like a field path is only text: nothing is read out of it.
    expect(orderErrorDetail(refused(400, 'BAD_REQUEST', 'items.0.quantity: Too big'), items)).toBe(
      'items.0.quantity: Too big',
    );
  });

  it('has nothing to add for server failures, sign-in problems, network errors and bad answers', () => {
    expect(orderErrorDetail(refused(500, 'INTERNAL', 'Something went wrong on our side.'), items)).toBeNull();
    expect(orderErrorDetail(refused(502, 'UPSTREAM_FAILED', 'Stripe is down'), items)).toBeNull();
    expect(orderErrorDetail(refused(503, 'DATABASE_UNAVAILABLE', 'Try again'), items)).toBeNull();
    expect(orderErrorDetail(refused(401, 'UNAUTHORIZED', 'Missing bearer token.'), items)).toBeNull();
    expect(orderErrorDetail(new ApiError('Network Error', null, 'NETWORK_ERROR'), items)).toBeNull();
    expect(orderErrorDetail(new ApiError('Bad', 200, 'INVALID_RESPONSE'), items)).toBeNull();
    expect(orderErrorDetail(new ApiError('Request failed with status code 502', 502), items)).toBeNull();
    expect(orderErrorDetail(new Error('boom'), items)).toBeNull();
  });
});
