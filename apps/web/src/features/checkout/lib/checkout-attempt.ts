import { newIdempotencyKey } from './new-idempotency-key';

// The Idempotency-Key of the order being placed, kept in this tab's session storage so that a
// reload on the payment form followed by PLACE ORDER returns the same order instead of a second
// one. It belongs to one payload: a different cart or address is a different order, new key.

const STORAGE_KEY = 'checkout-attempt';

type Attempt = { signature: string; key: string };

function read(): Attempt | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Attempt> | null;
    return typeof value?.signature === 'string' && typeof value.key === 'string'
      ? { signature: value.signature, key: value.key }
      : null;
  } catch {
    return null;
  }
}

/** The key for this payload: the stored one when the payload is unchanged, else a new one. */
export function idempotencyKeyFor(signature: string): string {
  const current = read();
  if (current?.signature === signature) return current.key;
  const key = newIdempotencyKey();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ signature, key }));
  } catch {
    // Storage refused (private mode, full): the key still protects this page's retries.
  }
  return key;
}

/** Once the payment's outcome is known the attempt is over; the same shirt again is a new order. */
export function endCheckoutAttempt() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to end.
  }
}
