import { addCustomItemToCart, CART_ERRORS } from '@prompttee/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartLine, identityUser } from '@/test/fixtures';

// Each test loads a fresh copy of the store module, as a page load would, so restoring from
// local storage is exercised for real. The saved cart's reader loads beside the first read.
async function loadStore() {
  vi.resetModules();
  const { useCartStore, CART_STORAGE_KEY } = await import('../cart-store');
  await vi.waitUntil(() => useCartStore.persist.hasHydrated());
  return { store: useCartStore, key: CART_STORAGE_KEY };
}

const saved = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as { state: unknown };

beforeEach(() => localStorage.clear());
afterEach(async () => {
  localStorage.clear();
  // The worker's later test files find the auth store this file loaded last: no one signed in.
  const { useAuthStore } = await import('../auth-store');
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('cart store', () => {
  it('starts empty with zero totals', async () => {
    const { store } = await loadStore();
    const s = store.getState();
    expect(s.items).toEqual([]);
    expect(s).toMatchObject({
      isEmpty: true,
      totalItems: 0,
      totalUniqueItems: 0,
      cartTotal: 0,
      metadata: {},
    });
  });

  it('keeps the derived totals in step with every action', async () => {
    const { store } = await loadStore();
    store.getState().addItem(cartLine(), 2);
    store.getState().addItem(cartLine({ id: 'b', price: 10.1 }));
    expect(store.getState()).toMatchObject({
      isEmpty: false,
      totalItems: 3,
      totalUniqueItems: 2,
      cartTotal: 60.08,
    });
    store.getState().updateItemQuantity('b', 0);
    expect(store.getState()).toMatchObject({ totalItems: 2, totalUniqueItems: 1, cartTotal: 49.98 });
    store.getState().removeItem(cartLine().id);
    expect(store.getState().isEmpty).toBe(true);
  });

  it('throws the spec cart errors and changes nothing', async () => {
    const { store } = await loadStore();
    const { price: _p, ...noPrice } = cartLine();
    expect(() => store.getState().addItem({ ...cartLine(), id: '' })).toThrow(CART_ERRORS.missingId);
    expect(() => store.getState().addItem(noPrice)).toThrow(CART_ERRORS.missingPrice);
    expect(() => store.getState().updateItem('nope', { name: 'x' })).toThrow(CART_ERRORS.noSuchItem);
    expect(store.getState().items).toEqual([]);
  });

  it('adds a custom item as a new line, then grows the matching line by 1', async () => {
    const { store } = await loadStore();
    store.getState().update((cart) => addCustomItemToCart(cart, cartLine({ id: 'first' })));
    store.getState().update((cart) => addCustomItemToCart(cart, cartLine({ id: 'second' })));
    store
      .getState()
      .update((cart) => addCustomItemToCart(cart, cartLine({ id: 'third', printLocation: 'back' })));
    const items = store.getState().items;
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      ['first', 2],
      ['third', 1],
    ]);
  });

  it('saves items and metadata after every change, without the derived values', async () => {
    const { store, key } = await loadStore();
    store.getState().addItem(cartLine());
    expect(saved(key).state).toEqual({ items: [cartLine()], metadata: {} });
    store.getState().updateCartMetadata({ note: 'gift' });
    store.getState().updateItemQuantity(cartLine().id, 3);
    expect(saved(key).state).toEqual({ items: [cartLine({ quantity: 3 })], metadata: { note: 'gift' } });
    store.getState().emptyCart();
    expect(saved(key).state).toEqual({ items: [], metadata: {} });
  });

  it('restores the cart on load and recomputes the totals', async () => {
    const first = await loadStore();
    first.store.getState().addItem(cartLine(), 4);
    first.store.getState().setCartMetadata({ origin: '/design' });
    const { store } = await loadStore();
    expect(store.getState().items).toEqual([cartLine({ quantity: 4 })]);
    expect(store.getState()).toMatchObject({
      totalItems: 4,
      cartTotal: 99.96,
      metadata: { origin: '/design' },
    });
  });

  it('ignores stored totals: they are derived, never trusted', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        state: { items: [cartLine()], metadata: {}, cartTotal: 0.01, totalItems: 99 },
        version: 0,
      }),
    );
    const { store } = await loadStore();
    expect(store.getState()).toMatchObject({ cartTotal: 24.99, totalItems: 1 });
  });

  it('reads a bare { items, metadata } value too', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [cartLine()], metadata: {} }));
    const { store } = await loadStore();
    expect(store.getState().items).toEqual([cartLine()]);
  });

  it('drops corrupted lines and keeps the good ones', async () => {
    const broken = [
      { ...cartLine({ id: 'bad-quantity' }), quantity: -3 },
      { ...cartLine({ id: 'bad-side' }), printLocation: 'sleeve' },
      { id: 'half' },
      'not an item',
      cartLine({ id: 'good' }),
      cartLine({ id: 'good', quantity: 5 }),
    ];
    localStorage.setItem('cart', JSON.stringify({ state: { items: broken, metadata: 'oops' }, version: 0 }));
    const { store } = await loadStore();
    expect(store.getState().items).toEqual([cartLine({ id: 'good' })]);
    expect(store.getState().metadata).toEqual({});
  });

  it('reads the saved cart at once on a page that imports the reader', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ state: { items: [cartLine()], metadata: {} }, version: 0 }),
    );
    vi.resetModules();
    const { useCartStore } = await import('../cart-store');
    await import('../stored-cart-reader');
    expect(useCartStore.persist.hasHydrated()).toBe(true);
    expect(useCartStore.getState().items).toEqual([cartLine()]);
  });

  it('keeps what changed before the saved cart was read, and saves both', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ state: { items: [cartLine()], metadata: {} }, version: 0 }),
    );
    vi.resetModules();
    const { useCartStore: store, CART_STORAGE_KEY: key } = await import('../cart-store');
    expect(store.persist.hasHydrated()).toBe(false);
    store.getState().addItem(cartLine({ id: 'early' }));
    // Nothing is written over the saved cart before it has been read.
    expect(saved(key).state).toEqual({ items: [cartLine()], metadata: {} });
    await vi.waitUntil(() => store.persist.hasHydrated());
    expect(store.getState().items).toEqual([cartLine(), cartLine({ id: 'early' })]);
    expect(store.getState().totalItems).toBe(2);
    expect(saved(key).state).toEqual({ items: [cartLine(), cartLine({ id: 'early' })], metadata: {} });
  });

  it('empties a cart another customer saved even before reading it', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ state: { items: [cartLine()], metadata: {} }, version: 0, owner: 'customer-a' }),
    );
    vi.resetModules();
    const { useCartStore: store } = await import('../cart-store');
    const { useAuthStore } = await import('../auth-store');
    // Customer b's session is known only after the store has started reading.
    useAuthStore.setState({ user: identityUser({ uid: 'customer-b' }), isAuthenticated: true });
    await vi.waitUntil(() => store.persist.hasHydrated());
    expect(store.getState().items).toEqual([]);
  });

  it('treats unreadable storage as an empty cart and removes it', async () => {
    localStorage.setItem('cart', '{not json');
    const { store, key } = await loadStore();
    expect(store.getState()).toMatchObject({ items: [], isEmpty: true });
    expect(localStorage.getItem(key)).toBeNull();
    store.getState().addItem(cartLine());
    expect(saved(key).state).toEqual({ items: [cartLine()], metadata: {} });
  });

  it('keeps working when storage refuses writes', async () => {
    const { store } = await loadStore();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      store.getState().addItem(cartLine());
      expect(store.getState().totalItems).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('follows a change made in another tab', async () => {
    const { store, key } = await loadStore();
    localStorage.setItem(
      key,
      JSON.stringify({ state: { items: [cartLine({ quantity: 2 })], metadata: {} }, version: 0 }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key }));
    await vi.waitFor(() => expect(store.getState().totalItems).toBe(2));
  });

  it('shows one customer’s cart to no one else who signs in on the browser', async () => {
    const { store, key } = await loadStore();
    const { useAuthStore } = await import('../auth-store');
    const signIn = (uid: string | null) =>
      useAuthStore.setState({ user: uid ? identityUser({ uid }) : null, isAuthenticated: !!uid });
    signIn('customer-a');
    store.getState().addItem(cartLine());
    expect((saved(key) as { owner?: string }).owner).toBe('customer-a');

    // The same customer signing out and back in finds their cart.
    signIn(null);
    signIn('customer-a');
    expect(store.getState().items).toHaveLength(1);

    // Someone else signing in on the browser starts empty.
    signIn(null);
    signIn('customer-b');
    expect(store.getState().items).toEqual([]);

    // A page load that finds the first customer's cart while another is signed in reads none of it.
    localStorage.setItem(
      key,
      JSON.stringify({ ...saved(key), state: { items: [cartLine()], metadata: {} }, owner: 'customer-a' }),
    );
    const reloaded = await loadStore();
    expect(reloaded.store.getState().items).toEqual([]);
    // Their own cart, on the other hand, comes back.
    localStorage.setItem(
      key,
      JSON.stringify({ ...saved(key), state: { items: [cartLine()], metadata: {} }, owner: 'customer-b' }),
    );
    expect((await loadStore()).store.getState().items).toHaveLength(1);
  });
});
