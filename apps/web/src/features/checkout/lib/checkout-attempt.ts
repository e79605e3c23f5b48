import { newIdempotencyKey } from './new-idempotency-key';

// The order being placed from this browser's cart, kept in local storage (every tab, and after a
// reload or a declined card):
// - its Idempotency-Key, which belongs to one payload (cart and address): a retry or a reload
//   followed by PLACE ORDER returns the same order; a different payload is a different order;
// - once created, the order itself, under the cart's items: while that order awaits payment,
//   checkout offers to resume it instead of placing the same cart again.

const STORAGE_KEY = 'checkout-attempt';

export type PlacedOrder = { order_id: string; display_order_id: string };
type Attempt = { items: string; signature: string; key: string; order: PlacedOrder | null };

function isPlacedOrder(value: unknown): value is PlacedOrder {
  const order = value as Partial<PlacedOrder> | null;
  return typeof order?.order_id === 'string' && typeof order.display_order_id === 'string';
}

function read(): Attempt | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Attempt> | null;
    if (typeof value?.items !== 'string' || typeof value.signature !== 'string') return null;
    if (typeof value.key !== 'string') return null;
    return { ...(value as Attempt), order: isPlacedOrder(value.order) ? value.order : null };
  } catch {
    return null;
  }
}

function write(attempt: Attempt | null) {
  try {
    if (attempt) localStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, full): the page still keeps its own key for its retries.
  }
}

/** The key for this payload: the stored one when the payload is unchanged, else a new one. */
export function idempotencyKeyFor(items: string, signature: string): string {
  const current = read();
  if (current?.signature === signature) return current.key;
  const key = newIdempotencyKey();
  // The same items keep their placed order: it still awaits payment whatever address comes next.
  write({ items, signature, key, order: current?.items === items ? current.order : null });
  return key;
}

/** The order POST /v1/orders answered for this payload. */
export function rememberPlacedOrder(signature: string, order: PlacedOrder) {
  const current = read();
  if (current?.signature !== signature) return;
  write({ ...current, order: { order_id: order.order_id, display_order_id: order.display_order_id } });
}

/** The order already placed for exactly these items, if any. */
export function placedOrderFor(items: string): PlacedOrder | null {
  const current = read();
  return current?.items === items ? current.order : null;
}

/** The placed order no longer awaits payment (paid, canceled, another account's): forget it. */
export function forgetPlacedOrder(orderId: string) {
  const current = read();
  if (current?.order?.order_id === orderId) write(null);
}

/** Once the payment's outcome is known the attempt is over; the same shirt again is a new order. */
export function endCheckoutAttempt() {
  write(null);
}
