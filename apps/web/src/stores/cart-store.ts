import {
  addItem,
  clearCartMetadata,
  emptyCart,
  removeItem,
  setCartMetadata,
  setItems,
  summarizeCart,
  updateCartMetadata,
  updateItem,
  updateItemQuantity,
  type CartItem,
  type CartMetadata,
  type CartState,
  type NewCartItem,
} from '@prompttee/domain';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { useAuthStore } from './auth-store';

// The cart of spec sections 3-5. Every rule lives in @prompttee/domain's pure cart functions;
// this store only holds their result, keeps the derived totals beside it for cheap selectors,
// and saves items and metadata to local storage after every change.
//
// The saved cart is read with its lines' schema (the domain's stored-cart.ts), which brings zod:
// ~11 kB of gzip that the cart button every signed-in page shows would otherwise carry. It loads
// beside the first read of a saved cart; a page that lists the lines from its first render
// imports ./stored-cart-reader, and reads the cart at once (checkout).

export const CART_STORAGE_KEY = 'cart';

type Derived = ReturnType<typeof summarizeCart>;

export type CartStore = CartState &
  Derived & {
    setItems(items: readonly (Omit<CartItem, 'quantity'> & { quantity?: number })[]): void;
    /** Adds `quantity` (default 1) of an item; an existing line grows. Throws the spec's cart errors. */
    addItem(item: NewCartItem, quantity?: number): void;
    updateItem(id: string, patch: Partial<Omit<CartItem, 'id'>>): void;
    /** 0 or less removes the line. */
    updateItemQuantity(id: string, quantity: number): void;
    removeItem(id: string): void;
    emptyCart(): void;
    /**
     * Applies a cart rule of the domain the store does not wrap, such as the designer's Add to
     * Cart (addCustomItemToCart): its code then loads with the page that uses it, not with the
     * cart button every signed-in page shows.
     */
    update(rule: (cart: CartState) => CartState): void;
    getItem(id: string): CartItem | undefined;
    inCart(id: string): boolean;
    setCartMetadata(metadata: CartMetadata): void;
    updateCartMetadata(patch: CartMetadata): void;
    clearCartMetadata(): void;
  };

type Persisted = CartState;

/**
 * Whose cart the stored one is. A browser is shared by whoever signs in on it next, and one
 * customer's lines (their designs' pictures and titles) must never show in another's cart.
 */
let owner: string | null = null;
const signedInUid = () => useAuthStore.getState().user?.uid ?? null;

const withDerived = (state: CartState): CartState & Derived => ({ ...state, ...summarizeCart(state) });

type ReadStoredCart = (value: unknown) => CartState;
let readStoredCart: ReadStoredCart | undefined;
const loadReader = (): Promise<ReadStoredCart> =>
  import('@prompttee/domain/stored-cart').then((m) => (readStoredCart ??= m.restoreCart));

/** Gives the store the saved cart's reader now: a read still waiting for it is done again, at once. */
export function readStoredCartWith(read: ReadStoredCart) {
  if (readStoredCart) return;
  readStoredCart = read;
  if (!useCartStore.persist.hasHydrated()) void useCartStore.persist.rehydrate();
}

/**
 * The changes made before the saved cart was read (a customer quick to press Add to Cart): they
 * are made again over it once it has been, so neither it nor they are lost.
 */
const earlyChanges: ((state: CartState) => CartState)[] = [];
let earlyChangesUnsaved = false;
const hydrated = () => useCartStore.persist.hasHydrated();

/** A change that no longer applies to the saved cart (a line it does not hold) is left out. */
function changeOrKeep(change: (state: CartState) => CartState, state: CartState): CartState {
  try {
    return change(state);
  } catch {
    return state;
  }
}

/**
 * Local storage that never throws: unreadable JSON is removed and read as an empty cart, and a
 * full or blocked storage only loses persistence, not the cart on screen.
 */
const cartStorage: PersistStorage<Persisted> = {
  getItem(name) {
    const text = safely(() => localStorage.getItem(name));
    if (!text) return null;
    try {
      const parsed = JSON.parse(text) as unknown;
      // Accept zustand's envelope ({ state, version }) and a bare { items, metadata } alike.
      const state =
        parsed && typeof parsed === 'object' && 'state' in parsed
          ? (parsed as { state: unknown }).state
          : parsed;
      const storedOwner = (parsed as { owner?: unknown } | null)?.owner;
      const uid = signedInUid();
      if (typeof storedOwner === 'string' && uid !== null && storedOwner !== uid) {
        owner = uid;
        return { state: emptyCart(), version: 0 };
      }
      owner = typeof storedOwner === 'string' ? storedOwner : uid;
      const read = (restore: ReadStoredCart) => ({ state: restore(state), version: 0 });
      return readStoredCart ? read(readStoredCart) : loadReader().then(read);
    } catch {
      safely(() => localStorage.removeItem(name));
      return null;
    }
  },
  setItem(name, value: StorageValue<Persisted>) {
    // Until the saved cart has been read, writing would replace it with what is on screen (and
    // should the reader not load, offline, the saved cart stays as it is for the next visit).
    if (!hydrated()) return;
    owner = signedInUid() ?? owner;
    safely(() => localStorage.setItem(name, JSON.stringify({ ...value, owner })));
  },
  removeItem(name) {
    safely(() => localStorage.removeItem(name));
  },
};

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

export const useCartStore = create<CartStore>()(
  persist(
    (set, get) => {
      const apply = (next: (state: CartState) => CartState) => {
        set((current) => {
          const state = { items: current.items, metadata: current.metadata };
          const updated = next(state);
          return updated === state ? current : withDerived(updated);
        });
        if (!hydrated()) earlyChanges.push(next);
      };
      return {
        ...withDerived(emptyCart()),
        setItems: (items) => apply((s) => setItems(s, items)),
        addItem: (item, quantity = 1) => apply((s) => addItem(s, item, quantity)),
        updateItem: (id, patch) => apply((s) => updateItem(s, id, patch)),
        updateItemQuantity: (id, quantity) => apply((s) => updateItemQuantity(s, id, quantity)),
        removeItem: (id) => apply((s) => removeItem(s, id)),
        emptyCart: () => apply(() => emptyCart()),
        update: (rule) => apply(rule),
        getItem: (id) => get().items.find((line) => line.id === id),
        inCart: (id) => get().items.some((line) => line.id === id),
        setCartMetadata: (metadata) => apply((s) => setCartMetadata(s, metadata)),
        updateCartMetadata: (patch) => apply((s) => updateCartMetadata(s, patch)),
        clearCartMetadata: () => apply((s) => clearCartMetadata(s)),
      };
    },
    {
      name: CART_STORAGE_KEY,
      storage: cartStorage,
      partialize: (s): Persisted => ({ items: s.items, metadata: s.metadata }),
      // The stored value was already cleaned by the reader; totals are recomputed, never trusted.
      merge: (persisted, current) => {
        let state = (persisted as CartState | undefined) ?? emptyCart();
        const early = earlyChanges.splice(0);
        for (const change of early) state = changeOrKeep(change, state);
        earlyChangesUnsaved = early.length > 0;
        return { ...current, ...withDerived(state) };
      },
    },
  ),
);

// What was changed before the saved cart was read is saved with it, once it has been.
useCartStore.persist.onFinishHydration(() => {
  if (!earlyChangesUnsaved) return;
  earlyChangesUnsaved = false;
  useCartStore.setState({});
});

// Another tab changed the cart: take its version so two tabs never overwrite each other's lines.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
  });
}

// Someone else signing in on this browser starts with an empty cart; the same customer signing
// back in finds theirs.
useAuthStore.subscribe((state, previous) => {
  const uid = state.user?.uid ?? null;
  if (uid === null || uid === (previous.user?.uid ?? null)) return;
  const theirs = owner;
  owner = uid;
  if (theirs !== null && theirs !== uid) useCartStore.getState().emptyCart();
});
