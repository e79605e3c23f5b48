import { describe, expect, it } from 'vitest';
import {
  carouselLoops,
  itemCountLabel,
  lineControlsDisabled,
  placeOrderButton,
  type ShippingStatus,
} from '../lib/checkout-state';

describe('the PLACE ORDER button', () => {
  it('reads COMPLETE SHIPPING INFO and is disabled while no address is selected', () => {
    for (const shipping of ['idle', 'calculating', 'ready', 'error'] as ShippingStatus[]) {
      expect(placeOrderButton({ hasAddress: false, shipping, processing: false })).toEqual({
        text: 'COMPLETE SHIPPING INFO',
        disabled: true,
      });
    }
  });

  it('stays COMPLETE SHIPPING INFO while shipping calculates or after a shipping error', () => {
    expect(placeOrderButton({ hasAddress: true, shipping: 'calculating', processing: false })).toEqual({
      text: 'COMPLETE SHIPPING INFO',
      disabled: true,
    });
    expect(placeOrderButton({ hasAddress: true, shipping: 'error', processing: false })).toEqual({
      text: 'COMPLETE SHIPPING INFO',
      disabled: true,
    });
  });

  it('reads PLACE ORDER once an address is chosen and shipping is known', () => {
    expect(placeOrderButton({ hasAddress: true, shipping: 'ready', processing: false })).toEqual({
      text: 'PLACE ORDER',
      disabled: false,
    });
  });

  it('reads PROCESSING ORDER... and is disabled while the order is placed', () => {
    expect(placeOrderButton({ hasAddress: true, shipping: 'ready', processing: true })).toEqual({
      text: 'PROCESSING ORDER...',
      disabled: true,
    });
  });
});

describe('line controls', () => {
  it('are disabled while shipping calculates and while the order is placed', () => {
    expect(lineControlsDisabled({ shipping: 'calculating', processing: false })).toBe(true);
    expect(lineControlsDisabled({ shipping: 'ready', processing: true })).toBe(true);
    expect(lineControlsDisabled({ shipping: 'ready', processing: false })).toBe(false);
    expect(lineControlsDisabled({ shipping: 'idle', processing: false })).toBe(false);
    expect(lineControlsDisabled({ shipping: 'error', processing: false })).toBe(false);
  });
});

describe('texts and carousel', () => {
  it('counts items with the plural ITEMS', () => {
    expect(itemCountLabel(1)).toBe('1 ITEM');
    expect(itemCountLabel(2)).toBe('2 ITEMS');
    expect(itemCountLabel(0)).toBe('0 ITEMS');
  });

  it('loops the carousel only with more than one item', () => {
    expect(carouselLoops(1)).toBe(false);
    expect(carouselLoops(2)).toBe(true);
  });
});
