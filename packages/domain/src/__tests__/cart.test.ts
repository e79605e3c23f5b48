import { describe, expect, it } from 'vitest';
import type { CartState } from '../cart';
import {
  addItem,
  CART_ERRORS,
  cartIsEmpty,
  cartTotal,
  cartTotalCents,
  cartTotalItems,
  cartTotalUniqueItems,
  clearCartMetadata,
  emptyCart,
  itemTotal,
  itemTotalCents,
  MAX_LINE_QUANTITY,
  removeItem,
  setCartMetadata,
  setItems,
  summarizeCart,
  updateCartMetadata,
  updateItem,
  updateItemQuantity,
} from '../cart';
import { DEFAULT_PLACEMENT } from '../placement';
import { restoreCart } from '../stored-cart';
import { cartItem } from './fixtures';

const { quantity: _q, ...newItem } = cartItem();
const withLine = (patch = {}): CartState => ({ items: [cartItem(patch)], metadata: {} });

describe('cart derived values', () => {
  it('describes an empty cart', () => {
    expect(summarizeCart(emptyCart())).toEqual({
      isEmpty: true,
      totalItems: 0,
      totalUniqueItems: 0,
      cartTotal: 0,
      cartTotalCents: 0,
    });
  });

  it('sums quantities and prices in cents', () => {
    const state: CartState = {
      items: [
        cartItem({ id: 'a', price: 0.1, quantity: 3 }),
        cartItem({ id: 'b', price: 24.99, quantity: 2 }),
        cartItem({ id: 'c', price: 0.2, quantity: 1 }),
      ],
      metadata: {},
    };
    expect(cartIsEmpty(state)).toBe(false);
    expect(cartTotalItems(state)).toBe(6);
    expect(cartTotalUniqueItems(state)).toBe(3);
    expect(cartTotalCents(state)).toBe(30 + 4998 + 20);
    expect(cartTotal(state)).toBe(50.48);
    expect(itemTotalCents(cartItem({ price: 0.1, quantity: 3 }))).toBe(30);
    expect(itemTotal(cartItem({ price: 0.1, quantity: 3 }))).toBe(0.3);
  });
});

describe('cart actions', () => {
  it('setItems gives quantity 1 to lines without one', () => {
    const state = setItems(emptyCart(), [newItem, { ...cartItem({ id: 'b' }), quantity: 4 }]);
    expect(state.items.map((i) => i.quantity)).toEqual([1, 4]);
  });

  it('addItem adds a new line with the given quantity', () => {
    const state = addItem(emptyCart(), newItem);
    expect(state.items).toEqual([cartItem()]);
    expect(addItem(emptyCart(), newItem, 3).items[0]?.quantity).toBe(3);
  });

  it('addItem grows an existing line by the amount added, keeping its fields', () => {
    const state = addItem(withLine({ quantity: 2 }), { ...newItem, name: 'renamed', price: 1 }, 3);
    expect(state.items).toEqual([cartItem({ quantity: 5 })]);
  });

  it('addItem does nothing for 0 or less', () => {
    const state = withLine();
    expect(addItem(state, newItem, 0)).toBe(state);
    expect(addItem(state, newItem, -2)).toBe(state);
  });

  it('addItem demands an id, and a price for a new line', () => {
    expect(() => addItem(emptyCart(), { ...newItem, id: '' })).toThrow('You must provide an `id` for items');
    const { price: _p, ...priceless } = newItem;
    expect(() => addItem(emptyCart(), priceless)).toThrow('You must pass a `price` for new items');
    expect(addItem(withLine({ quantity: 1 }), priceless).items[0]?.quantity).toBe(2);
    expect(CART_ERRORS.missingId).toBe('You must provide an `id` for items');
    expect(CART_ERRORS.missingPrice).toBe('You must pass a `price` for new items');
  });

  it('caps a line at the order limit and refuses fractions', () => {
    expect(addItem(withLine({ quantity: 98 }), newItem, 5).items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(() => addItem(emptyCart(), newItem, 1.5)).toThrow(RangeError);
  });

  it('updateItem merges fields and fails for an unknown id', () => {
    expect(updateItem(withLine(), 'line-1', { name: 'New name' }).items[0]?.name).toBe('New name');
    expect(updateItem(withLine(), 'line-1', { quantity: 4 }).items[0]?.quantity).toBe(4);
    expect(updateItem(withLine(), 'line-1', { quantity: 0 }).items).toEqual([]);
    expect(() => updateItem(withLine(), 'nope', { name: 'x' })).toThrow('No such item to update');
  });

  it('updateItemQuantity sets the quantity and removes at 0 or less', () => {
    expect(updateItemQuantity(withLine(), 'line-1', 7).items[0]?.quantity).toBe(7);
    expect(updateItemQuantity(withLine(), 'line-1', 0).items).toEqual([]);
    expect(updateItemQuantity(withLine(), 'line-1', -1).items).toEqual([]);
    expect(() => updateItemQuantity(withLine(), 'nope', 2)).toThrow(CART_ERRORS.noSuchItem);
  });

  it('removeItem drops a line and ignores unknown ids', () => {
    const state = withLine();
    expect(removeItem(state, 'line-1').items).toEqual([]);
    expect(removeItem(state, 'nope')).toBe(state);
  });

  it('never mutates the state it was given', () => {
    const state = withLine({ quantity: 2 });
    const copy = structuredClone(state);
    addItem(state, newItem);
    addItem(state, { ...newItem, id: 'other' });
    updateItem(state, 'line-1', { name: 'x' });
    updateItemQuantity(state, 'line-1', 9);
    removeItem(state, 'line-1');
    updateCartMetadata(state, { a: 1 });
    expect(state).toEqual(copy);
  });

  it('manages metadata', () => {
    let state = setCartMetadata(withLine(), { origin: '/design' });
    state = updateCartMetadata(state, { coupon: 'X' });
    expect(state.metadata).toEqual({ origin: '/design', coupon: 'X' });
    expect(setCartMetadata(state, { only: true }).metadata).toEqual({ only: true });
    expect(clearCartMetadata(state).metadata).toEqual({});
    expect(clearCartMetadata(state).items).toHaveLength(1);
  });

  it('emptyCart clears lines and metadata', () => {
    expect(emptyCart()).toEqual({ items: [], metadata: {} });
  });
});

describe('restoreCart', () => {
  it('restores a saved cart', () => {
    const saved = JSON.parse(JSON.stringify({ items: [cartItem()], metadata: { a: 1 } }));
    expect(restoreCart(saved)).toEqual({ items: [cartItem()], metadata: { a: 1 } });
  });

  it('drops corrupted lines and repeated ids, keeping the rest', () => {
    const restored = restoreCart({
      items: [
        cartItem(),
        { ...cartItem({ id: 'b' }), price: 'free' },
        { ...cartItem({ id: 'c' }), quantity: 0 },
        { ...cartItem({ id: 'd' }), printLocation: 'sleeve' },
        { id: 'e' },
        cartItem({ name: 'duplicate' }),
        cartItem({ id: 'f' }),
      ],
      metadata: 'oops',
    });
    expect(restored.items.map((i) => i.id)).toEqual(['line-1', 'f']);
    expect(restored.items[0]?.name).not.toBe('duplicate');
    expect(restored.metadata).toEqual({});
  });

  it.each([null, undefined, 'x', 3, [], { items: 'x' }])('turns %j into an empty cart', (value) => {
    expect(restoreCart(value)).toEqual({ items: [], metadata: {} });
  });

  it('gives lines saved before placements existed, or with a placement off the print area, the default placement', () => {
    const { placement: _p, ...old } = cartItem();
    const placed = { x: 0.3, y: 0.25, width: 0.4, rotation: -15 };
    const restored = restoreCart({
      items: [
        old,
        cartItem({ id: 'b', placement: placed }),
        { ...cartItem({ id: 'c' }), placement: { x: 0.05, y: 0.5, width: 0.6, rotation: 0 } },
        { ...cartItem({ id: 'd' }), placement: 'left' },
      ],
    });
    expect(restored.items.map((i) => [i.id, i.placement])).toEqual([
      ['line-1', DEFAULT_PLACEMENT],
      ['b', placed],
      ['c', DEFAULT_PLACEMENT],
      ['d', DEFAULT_PLACEMENT],
    ]);
  });
});
