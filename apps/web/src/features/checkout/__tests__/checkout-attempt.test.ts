import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endCheckoutAttempt, idempotencyKeyFor } from '../lib/checkout-attempt';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('checkout attempt', () => {
  it('keeps one key per payload until the attempt ends', () => {
    const key = idempotencyKeyFor('cart-a');
    expect(idempotencyKeyFor('cart-a')).toBe(key);
    const other = idempotencyKeyFor('cart-b');
    expect(other).not.toBe(key);
    expect(idempotencyKeyFor('cart-a')).not.toBe(key);
    const last = idempotencyKeyFor('cart-a');
    endCheckoutAttempt();
    expect(idempotencyKeyFor('cart-a')).not.toBe(last);
  });

  it('ignores a corrupted stored attempt', () => {
    sessionStorage.setItem('checkout-attempt', '{oops');
    expect(idempotencyKeyFor('cart-a')).toMatch(/^[0-9a-f-]{36}$/);
    sessionStorage.setItem('checkout-attempt', JSON.stringify({ signature: 'cart-a', key: 42 }));
    expect(idempotencyKeyFor('cart-a')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('still gives a key when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(idempotencyKeyFor('cart-a')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
