import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endCheckoutAttempt,
  forgetPlacedOrder,
  idempotencyKeyFor,
  placedOrderFor,
  rememberPlacedOrder,
} from '../lib/checkout-attempt';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const order = { order_id: 'o-1', display_order_id: 'PT-AAAAAA' };

describe('checkout attempt', () => {
  it('keeps one key per payload until the attempt ends', () => {
    const key = idempotencyKeyFor('items-a', 'cart-a');
    expect(idempotencyKeyFor('items-a', 'cart-a')).toBe(key);
    const other = idempotencyKeyFor('items-b', 'cart-b');
    expect(other).not.toBe(key);
    expect(idempotencyKeyFor('items-a', 'cart-a')).not.toBe(key);
    const last = idempotencyKeyFor('items-a', 'cart-a');
    endCheckoutAttempt();
    expect(idempotencyKeyFor('items-a', 'cart-a')).not.toBe(last);
  });

  it('remembers the placed order under its items, whatever address comes next', () => {
    idempotencyKeyFor('items-a', 'items-a+address-1');
    rememberPlacedOrder('items-a+address-1', order);
    expect(placedOrderFor('items-a')).toEqual(order);
    expect(placedOrderFor('items-b')).toBeNull();
    // The same shirts to another address: a new key, but the pending order is not forgotten.
    idempotencyKeyFor('items-a', 'items-a+address-2');
    expect(placedOrderFor('items-a')).toEqual(order);
    // Other shirts: another order, the old one is no longer this cart's.
    idempotencyKeyFor('items-b', 'items-b+address-2');
    expect(placedOrderFor('items-a')).toBeNull();
  });

  it('forgets an order that no longer awaits payment, and only that one', () => {
    idempotencyKeyFor('items-a', 'sig');
    rememberPlacedOrder('sig', order);
    forgetPlacedOrder('another-order');
    expect(placedOrderFor('items-a')).toEqual(order);
    forgetPlacedOrder(order.order_id);
    expect(placedOrderFor('items-a')).toBeNull();
  });

  it('is shared by every tab (local storage), so a second tab offers the same order', () => {
    idempotencyKeyFor('items-a', 'sig');
    rememberPlacedOrder('sig', order);
    expect(JSON.parse(localStorage.getItem('checkout-attempt')!).order).toEqual(order);
  });

  it('ignores a corrupted stored attempt', () => {
    localStorage.setItem('checkout-attempt', '{oops');
    expect(idempotencyKeyFor('items-a', 'cart-a')).toMatch(/^[0-9a-f-]{36}$/);
    localStorage.setItem('checkout-attempt', JSON.stringify({ items: 'a', signature: 'cart-a', key: 42 }));
    expect(idempotencyKeyFor('items-a', 'cart-a')).toMatch(/^[0-9a-f-]{36}$/);
    expect(placedOrderFor('items-a')).toBeNull();
  });

  it('still gives a key when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(idempotencyKeyFor('items-a', 'cart-a')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
