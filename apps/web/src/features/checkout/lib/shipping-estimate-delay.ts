/**
 * Spec section 9: the shipping line appears after a (deliberate) 2-second estimate. A module of
 * its own so that the checkout page's tests can shorten the wait; the hook's own test holds it
 * to 2 s with fake timers.
 */
export const SHIPPING_ESTIMATE_DELAY_MS = 2000;
