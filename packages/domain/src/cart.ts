import type { CartItem } from './cart-item';
import { eurosToCents } from './money';

// The cart of spec sections 3 to 5 as pure functions: each action takes a state and returns the
// next one (the same object when nothing changes), so the web's zustand store is a thin wrapper.
// Reading a saved cart back is stored-cart.ts, with the line's schema: zod stays off the pages
// that only show the cart's count.

/** Most of one line the cart will hold: the order contract allows 1 to 99 per line. */
export const MAX_LINE_QUANTITY = 99;

export const CART_ERRORS = {
  missingId: 'You must provide an `id` for items',
  missingPrice: 'You must pass a `price` for new items',
  noSuchItem: 'No such item to update',
} as const;

export type CartMetadata = Record<string, unknown>;
export type CartState = { items: CartItem[]; metadata: CartMetadata };
/** An item on its way in: price may be missing for a line already in the cart, quantity is set by the action. */
export type NewCartItem = Omit<CartItem, 'price' | 'quantity'> & { price?: number; quantity?: number };

function checkQuantity(quantity: number): number {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`Quantity must be a whole number, got ${quantity}`);
  }
  return Math.min(quantity, MAX_LINE_QUANTITY);
}

const withItems = (state: CartState, items: CartItem[]): CartState => ({ ...state, items });

export const itemTotalCents = (item: CartItem): number => eurosToCents(item.price) * item.quantity;
/** price x quantity in euros, exact to the cent (computed in cents, then divided once). */
export const itemTotal = (item: CartItem): number => itemTotalCents(item) / 100;

export const cartIsEmpty = (state: CartState): boolean => state.items.length === 0;
export const cartTotalItems = (state: CartState): number =>
  state.items.reduce((sum, i) => sum + i.quantity, 0);
export const cartTotalUniqueItems = (state: CartState): number => state.items.length;
export const cartTotalCents = (state: CartState): number =>
  state.items.reduce((sum, item) => sum + itemTotalCents(item), 0);
export const cartTotal = (state: CartState): number => cartTotalCents(state) / 100;

/** Everything the spec derives from the cart, at once. */
export function summarizeCart(state: CartState) {
  return {
    isEmpty: cartIsEmpty(state),
    totalItems: cartTotalItems(state),
    totalUniqueItems: cartTotalUniqueItems(state),
    cartTotal: cartTotal(state),
    cartTotalCents: cartTotalCents(state),
  };
}

/** Replaces the lines; a line without a quantity gets 1. */
export function setItems(
  state: CartState,
  items: readonly (Omit<CartItem, 'quantity'> & { quantity?: number })[],
): CartState {
  return withItems(
    state,
    items.map((item) => ({ ...item, quantity: checkQuantity(item.quantity ?? 1) })),
  );
}

/**
 * Adds `quantity` of an item. A line with the same id grows (its stored fields stay as they were);
 * a new line needs a price. Adding 0 or less does nothing.
 */
export function addItem(state: CartState, item: NewCartItem, quantity = 1): CartState {
  if (!item.id) throw new Error(CART_ERRORS.missingId);
  if (quantity <= 0) return state;
  const current = state.items.find((line) => line.id === item.id);
  if (current) return updateItemQuantity(state, item.id, current.quantity + quantity);
  if (typeof item.price !== 'number' || !Number.isFinite(item.price)) {
    throw new Error(CART_ERRORS.missingPrice);
  }
  return withItems(state, [
    ...state.items,
    { ...item, price: item.price, quantity: checkQuantity(quantity) },
  ]);
}

/** Changes fields of a line; a quantity in the patch follows updateItemQuantity's rule. */
export function updateItem(state: CartState, id: string, patch: Partial<Omit<CartItem, 'id'>>): CartState {
  const current = state.items.find((line) => line.id === id);
  if (!current) throw new Error(CART_ERRORS.noSuchItem);
  const { quantity, ...fields } = patch;
  const next = withItems(
    state,
    state.items.map((line) => (line.id === id ? { ...line, ...fields } : line)),
  );
  return quantity === undefined ? next : updateItemQuantity(next, id, quantity);
}

/** Sets a line's quantity (capped at MAX_LINE_QUANTITY); 0 or less removes the line. */
export function updateItemQuantity(state: CartState, id: string, quantity: number): CartState {
  if (quantity <= 0) return removeItem(state, id);
  if (!state.items.some((line) => line.id === id)) throw new Error(CART_ERRORS.noSuchItem);
  const next = checkQuantity(quantity);
  return withItems(
    state,
    state.items.map((line) => (line.id === id ? { ...line, quantity: next } : line)),
  );
}

export function removeItem(state: CartState, id: string): CartState {
  const items = state.items.filter((line) => line.id !== id);
  return items.length === state.items.length ? state : withItems(state, items);
}

/** Back to an empty cart, metadata included, as after a completed checkout. */
export function emptyCart(): CartState {
  return { items: [], metadata: {} };
}

export const setCartMetadata = (state: CartState, metadata: CartMetadata): CartState => ({
  ...state,
  metadata,
});
export const updateCartMetadata = (state: CartState, patch: CartMetadata): CartState => ({
  ...state,
  metadata: { ...state.metadata, ...patch },
});
export const clearCartMetadata = (state: CartState): CartState => ({ ...state, metadata: {} });
