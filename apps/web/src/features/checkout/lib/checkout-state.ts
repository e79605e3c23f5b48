import { msg, plural, t } from '@lingui/core/macro';

// The rules of the checkout's controls (spec sections 4 and 9) as pure functions, so they are
// tested without rendering the page. Their texts are read in the page's language when called:
// the components that call them re-render when it changes.

export type ShippingStatus = 'idle' | 'calculating' | 'ready' | 'error';

/** Translated where they are shown: `t(CHECKOUT_MESSAGES.orderError)`. */
export const CHECKOUT_MESSAGES = {
  shippingError: msg`Unable to calculate shipping cost. Please try again later.`,
  orderError: msg`Unable to process your order at this time. Please try again later or contact support if the problem persists.`,
  deleteAddressFailed: msg`Failed to delete the address. Please try again.`,
  // The order history's words for the same failure (spec section 8).
  resumeFailed: msg`An error occurred while trying to resume payment. Please check your connection or contact support.`,
};

export type PlaceOrderInput = {
  hasAddress: boolean;
  shipping: ShippingStatus;
  processing: boolean;
};

/** What the order button says and whether it can be pressed. */
export function placeOrderButton({ hasAddress, shipping, processing }: PlaceOrderInput): {
  text: string;
  disabled: boolean;
} {
  if (processing) return { text: t`PROCESSING ORDER...`, disabled: true };
  // An address without a computed shipping line is not complete shipping info either.
  if (!hasAddress || shipping !== 'ready') return { text: t`COMPLETE SHIPPING INFO`, disabled: true };
  return { text: t`PLACE ORDER`, disabled: false };
}

/** Quantity and remove controls wait while shipping is being calculated, and while an order is placed. */
export function lineControlsDisabled({ shipping, processing }: Omit<PlaceOrderInput, 'hasAddress'>): boolean {
  return shipping === 'calculating' || processing;
}

/** '1 ITEM', '3 ITEMS'. */
export const itemCountLabel = (count: number) => plural(count, { one: '# ITEM', other: '# ITEMS' });

/** The carousel only loops when there is something to loop to. */
export const carouselLoops = (slides: number) => slides > 1;
